import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FileForms,
  InterfaceAnswer,
  StudioSession,
  TenantSummary,
  WidgetInfo,
} from '../shared/studio-api.js';
import { studioApi } from './api.js';
import { NewTenantDialog } from './panels/NewTenantDialog.js';
import { PagesPanel } from './panels/PagesPanel.js';
import { PreviewPane } from './panels/PreviewPane.js';
import { SaveDialog } from './panels/SaveDialog.js';
import { SiteFilesPanel } from './panels/SiteFilesPanel.js';
import { TextsPanel } from './panels/TextsPanel.js';
import { ThemePanel } from './panels/ThemePanel.js';
import { STUDIO_LANGUAGES } from './i18n.js';
import { fieldOfMessage } from './store/message-fields.js';
import { StudioStoreContext, useStudio, WidgetsContext } from './store/studio-context.js';
import { createStudioStore, hasUnsavedChanges } from './store/studio-store.js';

const TABS = ['pages', 'theme', 'texts', 'site'] as const;
type Tab = (typeof TABS)[number];

/** The studio: tenant picker, the editing panels, the preview, undo, redo and save. */
export function App() {
  const store = useMemo(() => createStudioStore(), []);
  const [session, setSession] = useState<StudioSession | null>(null);
  const [widgets, setWidgets] = useState<WidgetInfo[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    Promise.all([studioApi.session(), studioApi.widgets()])
      .then(([answer, registry]) => {
        setSession(answer);
        setWidgets(registry);
      })
      .catch((error: unknown) => setFailure(String(error)));
  }, []);
  if (failure)
    return (
      <p role="alert" className="alert alert-error m-4">
        {failure}
      </p>
    );
  if (!session) return null;
  return (
    <StudioStoreContext.Provider value={store}>
      <WidgetsContext.Provider value={widgets}>
        <Studio session={session} />
      </WidgetsContext.Provider>
    </StudioStoreContext.Provider>
  );
}

function Studio({ session }: { session: StudioSession }) {
  const { t, i18n } = useTranslation();
  const [tenants, setTenants] = useState<TenantSummary[]>([]);
  const [assets, setAssets] = useState<string[]>([]);
  const [previewPort, setPreviewPort] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('pages');
  const [forms, setForms] = useState<FileForms | null>(null);
  const [interfaceTexts, setInterfaceTexts] = useState<InterfaceAnswer>({
    english: {},
    neutral: [],
  });
  const [group, setGroup] = useState('pages/home.json');
  const [dialog, setDialog] = useState<'save' | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const code = useStudio((state) => state.code);
  const unsaved = useStudio(hasUnsavedChanges);
  const canUndo = useStudio((state) => state.past.length > 0);
  const canRedo = useStudio((state) => state.future.length > 0);
  const messages = useStudio((state) => state.messages);
  const others = useMemo(
    () => messages.filter((message) => fieldOfMessage(message).panel === 'other'),
    [messages],
  );
  const open = useStudio((state) => state.open);
  const undo = useStudio((state) => state.undo);
  const redo = useStudio((state) => state.redo);

  const [openFailure, setOpenFailure] = useState('');
  const openTenant = useCallback(
    async (next: string) => {
      try {
        const tenant = await studioApi.tenant(next);
        setOpenFailure('');
        setAssets(tenant.assets);
        setPreviewPort(tenant.previewPort);
        open(tenant.code, tenant.files);
      } catch (error) {
        // Said, not swallowed: the tenant picker would otherwise stay on the last tenant.
        setOpenFailure(
          t('openFailed', { code: next, reason: error instanceof Error ? error.message : '' }),
        );
      }
    },
    [open, t],
  );
  const refresh = useCallback(async () => setTenants(await studioApi.tenants()), []);
  useEffect(() => {
    void studioApi.tenants().then(setTenants);
    void studioApi.fileForms().then(setForms);
    void studioApi.interfaceTexts().then(setInterfaceTexts);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select')) return;
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const page = /^pages\/(.+)\.json$/.exec(group)?.[1] ?? 'home';
  const path = session.pagePaths[page] ?? '/';
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-base-200 flex flex-wrap items-center gap-2 p-2">
        <h1 className="text-lg font-bold">{t('title')}</h1>
        <label className="flex items-center gap-1">
          <span>{t('tenant')}</span>
          <select
            className="select select-sm"
            value={code ?? ''}
            onChange={(event) => {
              if (unsaved && !window.confirm(t('discard'))) return;
              void openTenant(event.target.value);
            }}
          >
            <option value="" disabled>
              {t('pickTenant')}
            </option>
            {tenants.map((tenant) => (
              <option key={tenant.code} value={tenant.code}>
                {tenant.displayName} ({tenant.code})
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-sm" onClick={() => setDialog('new')}>
          {t('newTenant.open')}
        </button>
        <span className="ms-auto flex items-center gap-1">
          <button type="button" className="btn btn-sm" disabled={!canUndo} onClick={undo}>
            {t('undo')}
          </button>
          <button type="button" className="btn btn-sm" disabled={!canRedo} onClick={redo}>
            {t('redo')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={!code}
            onClick={() => setDialog('save')}
          >
            {t('save.open')}
          </button>
          <label className="flex items-center gap-1 text-sm">
            <span className="sr-only">{t('studioLanguage')}</span>
            <select
              className="select select-xs"
              aria-label={t('studioLanguage')}
              value={i18n.language}
              onChange={(event) => {
                localStorage.setItem('studioLang', event.target.value);
                void i18n.changeLanguage(event.target.value);
              }}
            >
              {Object.keys(STUDIO_LANGUAGES).map((lng) => (
                <option key={lng}>{lng}</option>
              ))}
            </select>
          </label>
        </span>
      </header>
      {openFailure ? (
        <p role="alert" className="alert alert-error rounded-none">
          {openFailure}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="alert alert-success rounded-none">
          {notice}
        </p>
      ) : null}
      {others.length > 0 ? (
        <ul role="alert" className="alert alert-error flex-col items-start rounded-none">
          {others.map((message) => (
            <li key={`${message.file}${message.pointer}${message.message}`}>
              <code>
                {message.file}#{message.pointer}
              </code>
              : {message.message}
            </li>
          ))}
        </ul>
      ) : null}
      {code ? (
        <main className="grid flex-1 gap-4 p-2 lg:grid-cols-[minmax(24rem,36rem)_minmax(0,1fr)]">
          <div className="flex flex-col gap-2">
            <div role="tablist" className="tabs tabs-box" aria-label={t('panels')}>
              {TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  aria-selected={tab === name}
                  className={`tab ${tab === name ? 'tab-active' : ''}`}
                  onClick={() => setTab(name)}
                >
                  {t(`tabs.${name}`)}
                </button>
              ))}
            </div>
            <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
              {tab === 'pages' ? <PagesPanel group={group} onGroup={setGroup} /> : null}
              {tab === 'theme' ? <ThemePanel assets={assets} onAssets={setAssets} /> : null}
              {tab === 'texts' ? (
                <TextsPanel english={interfaceTexts.english} neutral={interfaceTexts.neutral} />
              ) : null}
              {tab === 'site' ? <SiteFilesPanel forms={forms} /> : null}
            </div>
          </div>
          <PreviewPane port={previewPort} missing={session.previewMissing} path={path} />
        </main>
      ) : (
        <p className="p-4">{t('pickTenant')}</p>
      )}
      {dialog === 'save' ? (
        <SaveDialog
          onClose={(saved) => {
            setDialog(null);
            if (saved) setNotice(t('save.done', { code }));
          }}
        />
      ) : null}
      {dialog === 'new' ? (
        <NewTenantDialog
          onClose={(created) => {
            setDialog(null);
            if (created) void refresh().then(() => openTenant(created));
          }}
        />
      ) : null}
    </div>
  );
}
