import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { studioApi } from '../api.js';
import { useStudio } from '../store/studio-context.js';
import { previewLanguages } from './preview-languages.js';

const WIDTHS = { phone: 375, tablet: 768, desktop: 1280 } as const;
type Device = keyof typeof WIDTHS;

/** The time the preview site takes to look at its folder again after a draft is written. */
const RESCAN_MS = 700;

interface PreviewPaneProps {
  port: number | null;
  missing: string | undefined;
  path: string;
}

/**
 * The page in the real runtime on the mock, with the unsaved changes: each change is checked and,
 * when the check passes, written to the preview site's own copy of the folder; the frame reloads
 * once the preview site has seen it.
 */
export function PreviewPane({ port, missing, path }: PreviewPaneProps) {
  const { t } = useTranslation();
  const code = useStudio((state) => state.code);
  const files = useStudio((state) => state.files);
  const setMessages = useStudio((state) => state.setMessages);
  const [device, setDevice] = useState<Device>('phone');
  const [language, setLanguage] = useState('');
  const [version, setVersion] = useState(0);
  const [refused, setRefused] = useState(false);
  // The folder as saved is refused (its first check failed before any edit): the preview site
  // does not serve it, so there is nothing to show until a draft passes.
  const untouched = useStudio((state) => state.past.length === 0);
  const [savedRefused, setSavedRefused] = useState(false);
  // The room the frame has: a width wider than it is shown scaled down, whole.
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setRoom({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [port, code]);

  useEffect(() => {
    if (!code) return undefined;
    let reload: ReturnType<typeof setTimeout> | undefined;
    const send = setTimeout(() => {
      void studioApi.preview(code, files).then((answer) => {
        setMessages(answer.messages);
        setRefused(!answer.ok);
        if (answer.ok) setSavedRefused(false);
        else if (untouched) setSavedRefused(true);
        if (answer.ok) reload = setTimeout(() => setVersion((v) => v + 1), RESCAN_MS);
      });
    }, 300);
    return () => {
      clearTimeout(send);
      clearTimeout(reload);
    };
  }, [code, files, setMessages, untouched]);

  if (port === null || !code) return <p className="p-4">{missing ?? t('preview.none')}</p>;
  const languages = previewLanguages(files);
  // A language the draft no longer enables falls back to the default one.
  const shown = languages.includes(language) ? language : '';
  const query = shown ? `?lang=${shown}` : '';
  const width = WIDTHS[device];
  const scale = room.width > 0 ? Math.min(1, room.width / width) : 1;
  const src = `http://127.0.0.1:${port}${path}${query}`;
  return (
    <section aria-labelledby="preview-heading" className="flex h-full flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="preview-heading" className="font-semibold">
          {t('preview.title')}
        </h2>
        <div role="group" aria-label={t('preview.width')} className="join">
          {(Object.keys(WIDTHS) as Device[]).map((name) => (
            <button
              key={name}
              type="button"
              className={`btn btn-xs join-item ${device === name ? 'btn-active' : ''}`}
              aria-pressed={device === name}
              onClick={() => setDevice(name)}
            >
              {t(`preview.${name}`)}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-1 text-sm">
          {t('preview.language')}
          <select
            className="select select-xs"
            value={shown}
            onChange={(event) => setLanguage(event.target.value)}
          >
            <option value="">{t('preview.defaultLanguage')}</option>
            {languages.map((lng) => (
              <option key={lng}>{lng}</option>
            ))}
          </select>
        </label>
        {refused && !savedRefused ? (
          <span role="status" className="badge badge-warning">
            {t('preview.refused')}
          </span>
        ) : null}
      </div>
      <div ref={box} className="bg-base-200 relative min-h-[640px] flex-1 overflow-hidden rounded">
        {savedRefused ? (
          <p className="p-4">{t('preview.savedRefused')}</p>
        ) : (
          <iframe
            key={`${src}#${version}`}
            title={t('preview.frame', { code })}
            src={src}
            style={{
              width,
              height: room.height / scale,
              left: (room.width - width * scale) / 2,
              transform: `scale(${scale})`,
            }}
            className="bg-base-100 absolute top-0 origin-top-left border"
          />
        )}
      </div>
    </section>
  );
}
