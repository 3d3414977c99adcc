import { useContext, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldOfMessage } from '../store/message-fields.js';
import { useStudio, WidgetsContext } from '../store/studio-context.js';
import { SectionCard } from './SectionCard.js';
import { editGroup, groupNames, moveInOrder, newSectionId, readGroup } from './section-groups.js';

/** How a page or layout group is named in the picker. */
function groupLabel(name: string, t: TFunction) {
  const layout = /^layout\.json#(.+)$/.exec(name)?.[1];
  if (layout) return t('pages.layoutGroup', { group: layout });
  return t('pages.page', { name: name.replace(/^pages\/(.+)\.json$/, '$1') });
}

interface PagesPanelProps {
  group: string;
  onGroup: (group: string) => void;
}

/** The sections of one page or layout group in order: add, move, hide, remove, edit settings. */
export function PagesPanel({ group, onGroup }: PagesPanelProps) {
  const { t } = useTranslation();
  const files = useStudio((state) => state.files);
  const messages = useStudio((state) => state.messages);
  const edit = useStudio((state) => state.edit);
  const widgets = useContext(WidgetsContext);
  const [type, setType] = useState('hero');
  const current = readGroup(files, group);
  const orderMessages = messages.filter((message) => {
    const field = fieldOfMessage(message);
    return field.panel === 'pages' && field.file === group && field.section === null;
  });
  const change = (recipe: Parameters<typeof editGroup>[2]) =>
    edit((draft) => editGroup(draft, group, recipe));
  return (
    <section aria-labelledby="pages-heading" className="flex flex-col gap-3">
      <h2 id="pages-heading" className="sr-only">
        {t('tabs.pages')}
      </h2>
      <label className="form-control">
        <span className="label-text">{t('pages.pick')}</span>
        <select
          className="select select-sm"
          value={group}
          onChange={(event) => onGroup(event.target.value)}
        >
          {groupNames(files).map((name) => (
            <option key={name} value={name}>
              {groupLabel(name, t)}
            </option>
          ))}
        </select>
      </label>
      {orderMessages.map((message) => (
        <p key={`${message.pointer}${message.message}`} role="alert" className="text-error text-sm">
          {message.pointer} {message.message}
        </p>
      ))}
      <ol className="flex flex-col gap-2" aria-label={t('pages.sections')}>
        {current.order.map((id, index) => (
          <SectionCard
            key={id}
            group={group}
            id={id}
            index={index}
            count={current.order.length}
            section={current.sections[id] ?? {}}
            messages={messages}
            onMove={(from, to) => change((g) => moveInOrder(g.order, from, to))}
            onToggle={(shown) =>
              change((g) => {
                const section = (g.sections[id] ??= {});
                if (shown) delete section.disabled;
                else section.disabled = true;
              })
            }
            onRemove={() =>
              change((g) => {
                g.order.splice(g.order.indexOf(id), 1);
                delete g.sections[id];
              })
            }
            onSettings={(settings) =>
              change((g) => {
                (g.sections[id] ??= {}).settings = settings;
              })
            }
          />
        ))}
      </ol>
      <div className="flex items-end gap-2">
        <label className="form-control">
          <span className="label-text">{t('pages.widget')}</span>
          <select
            className="select select-sm"
            value={type}
            onChange={(event) => setType(event.target.value)}
          >
            {widgets.map((widget) => (
              <option key={widget.type} value={widget.type}>
                {widget.type}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={() =>
            change((g) => {
              const id = newSectionId(g, type);
              g.sections[id] = { type, settings: {} };
              g.order.push(id);
            })
          }
        >
          {t('pages.add')}
        </button>
      </div>
    </section>
  );
}
