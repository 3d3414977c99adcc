import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAISY_THEMES, isPlainObject } from '@wl/tenant-config';
import { AA_NON_TEXT, contrastRatio, themeSurface } from '@wl/tenant-config/contrast';
import type { StudioMessage } from '../../shared/studio-api.js';
import { studioApi } from '../api.js';
import { fieldOfMessage } from '../store/message-fields.js';
import { useStudio } from '../store/studio-context.js';

const COLOURS = ['primary', 'secondary', 'accent'] as const;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The check's messages at one field. */
function FieldMessages({ messages }: { messages: readonly StudioMessage[] }) {
  return messages.map((message) => (
    <p key={message.message} role="alert" className="text-error text-sm">
      {message.message}
    </p>
  ));
}

interface ThemePanelProps {
  assets: readonly string[];
  onAssets: (assets: string[]) => void;
}

/** A file's contents as base64 (without the data: prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('cannot read the file'));
    reader.readAsDataURL(file);
  });
}

/** daisyUI theme, brand colours with their contrast on the page, logo and favicon. */
export function ThemePanel({ assets, onAssets }: ThemePanelProps) {
  const { t } = useTranslation();
  const files = useStudio((state) => state.files);
  const messages = useStudio((state) => state.messages);
  const edit = useStudio((state) => state.edit);
  const theme = isPlainObject(files['theme.json']) ? files['theme.json'] : {};
  const colors = (isPlainObject(theme.colors) ? theme.colors : {}) as Record<string, string>;
  const code = useStudio((state) => state.code);
  const [upload, setUpload] = useState<{ messages: StudioMessage[]; name: string } | null>(null);
  const uploadFile = async (file: File | undefined) => {
    if (!file || !code) return;
    const name = file.name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
    const answer = await studioApi.upload(code, name, await base64Of(file));
    setUpload({ messages: answer.messages, name });
    if (answer.ok && answer.assets) onAssets(answer.assets);
  };
  const daisyTheme = typeof theme.daisyTheme === 'string' ? theme.daisyTheme : 'light';
  const surface = themeSurface(daisyTheme);
  const messagesAt = (field: string) =>
    messages.filter((message) => {
      const at = fieldOfMessage(message);
      return at.panel === 'theme' && at.field === field;
    });
  const set = (key: string, value: unknown, inColors = false) =>
    edit((draft) => {
      const file = (draft['theme.json'] ??= {}) as Record<string, unknown>;
      if (inColors) ((file.colors ??= {}) as Record<string, unknown>)[key] = value;
      else file[key] = value;
    });
  return (
    <section aria-labelledby="theme-heading" className="flex flex-col gap-4">
      <h2 id="theme-heading" className="sr-only">
        {t('tabs.theme')}
      </h2>
      <label className="form-control">
        <span className="label-text">{t('theme.daisyTheme')}</span>
        <select
          className="select select-sm"
          aria-label={t('theme.daisyTheme')}
          value={daisyTheme}
          onChange={(event) => set('daisyTheme', event.target.value)}
        >
          {DAISY_THEMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <FieldMessages messages={messagesAt('daisyTheme')} />
      {COLOURS.map((name) => {
        const value = colors[name] ?? '';
        const ratio = surface && value ? contrastRatio(value, surface.base100) : null;
        const id = `colour-${name}`;
        return (
          <div key={name} className="flex flex-col gap-1" data-field={`colors.${name}`}>
            <label htmlFor={id} className="label-text">
              {t(`theme.${name}`)}
            </label>
            <div className="flex items-center gap-2">
              <input
                type="color"
                className="h-8 w-10"
                aria-label={t('theme.pick', { name: t(`theme.${name}`) })}
                value={HEX.test(value) ? value : '#000000'}
                onChange={(event) => set(name, event.target.value, true)}
              />
              <input
                id={id}
                className={`input input-sm ${messagesAt(`colors.${name}`).length > 0 ? 'input-error' : ''}`}
                value={value}
                aria-invalid={messagesAt(`colors.${name}`).length > 0}
                onChange={(event) => set(name, event.target.value, true)}
              />
              {ratio !== null && name === 'primary' ? (
                <span className={`badge ${ratio >= AA_NON_TEXT ? 'badge-success' : 'badge-error'}`}>
                  {t(ratio >= AA_NON_TEXT ? 'theme.contrastOk' : 'theme.contrastLow', {
                    ratio: ratio.toFixed(2),
                  })}
                </span>
              ) : null}
            </div>
            <FieldMessages messages={messagesAt(`colors.${name}`)} />
          </div>
        );
      })}
      {(['logo', 'favicon'] as const).map((key) => (
        <div key={key} className="flex flex-col gap-1">
          <label className="form-control">
            <span className="label-text">{t(`theme.${key}`)}</span>
            <select
              className="select select-sm"
              aria-label={t(`theme.${key}`)}
              value={typeof theme[key] === 'string' ? theme[key] : ''}
              onChange={(event) => set(key, event.target.value)}
            >
              {assets.map((asset) => (
                <option key={asset}>{asset}</option>
              ))}
            </select>
          </label>
          <FieldMessages messages={messagesAt(key)} />
        </div>
      ))}
      <div className="flex flex-col gap-1">
        <label className="form-control">
          <span className="label-text">{t('theme.upload')}</span>
          <input
            type="file"
            className="file-input file-input-sm"
            accept=".svg,.png,.jpg,.jpeg,.webp,.ico"
            onChange={(event) => void uploadFile(event.target.files?.[0])}
          />
        </label>
        {upload && upload.messages.length === 0 ? (
          <p role="status" className="text-success text-sm">
            {t('theme.uploaded', { name: upload.name })}
          </p>
        ) : null}
        <FieldMessages messages={upload?.messages ?? []} />
      </div>
    </section>
  );
}
