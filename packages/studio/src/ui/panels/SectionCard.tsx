import { useContext, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioMessage } from '../../shared/studio-api.js';
import { SettingsForm } from '../forms/SettingsForm.js';
import { fieldOfMessage, settingsErrorSchema } from '../store/message-fields.js';
import { WidgetsContext } from '../store/studio-context.js';
import type { Section } from './section-groups.js';

interface SectionCardProps {
  group: string;
  id: string;
  section: Section;
  index: number;
  count: number;
  messages: readonly StudioMessage[];
  onMove: (from: number, to: number) => void;
  onToggle: (shown: boolean) => void;
  onRemove: () => void;
  onSettings: (settings: Record<string, unknown>) => void;
}

/** One section of a page: its place, whether it shows, its settings and the check's messages. */
export function SectionCard(props: SectionCardProps) {
  const { group, id, section, index, count, messages, onMove } = props;
  const { t } = useTranslation();
  const widgets = useContext(WidgetsContext);
  const [open, setOpen] = useState(false);
  const schema = widgets.find((widget) => widget.type === section.type)?.schema;
  const own = messages.filter((message) => {
    const field = fieldOfMessage(message);
    return field.panel === 'pages' && field.file === group && field.section === id;
  });
  const sectionLevel = own.filter((message) => {
    const field = fieldOfMessage(message);
    return field.panel === 'pages' && field.settings.length === 0;
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp') onMove(index, index - 1);
    else if (event.key === 'ArrowDown') onMove(index, index + 1);
    else return;
    event.preventDefault();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const from = Number(event.dataTransfer.getData('text/x-studio-section'));
    if (Number.isInteger(from)) onMove(from, index);
  };
  return (
    <li
      className={`card card-border bg-base-100 ${own.length > 0 ? 'border-error' : ''}`}
      data-section={id}
      draggable
      onDragStart={(event) => event.dataTransfer.setData('text/x-studio-section', String(index))}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <div className="card-body gap-2 p-3">
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn btn-ghost btn-xs cursor-grab"
            aria-label={t('pages.handle', { id })}
            title={t('pages.handleHint')}
            onKeyDown={onKeyDown}
          >
            ⠿
          </button>
          <span className="font-semibold">{id}</span>
          <span className="badge badge-ghost">{section.type ?? '?'}</span>
          {section.disabled ? (
            <span className="badge badge-warning">{t('pages.hidden')}</span>
          ) : null}
          <span className="ms-auto flex flex-wrap gap-1">
            <button
              type="button"
              className="btn btn-xs"
              aria-label={t('pages.moveUp', { id })}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn-xs"
              aria-label={t('pages.moveDown', { id })}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              ↓
            </button>
            <label className="label gap-1 text-sm">
              <input
                type="checkbox"
                className="toggle toggle-xs"
                aria-label={t('pages.shownOf', { id })}
                checked={section.disabled !== true}
                onChange={(event) => props.onToggle(event.target.checked)}
              />
              {t('pages.shown')}
            </label>
            <button
              type="button"
              className="btn btn-xs"
              aria-expanded={open}
              aria-label={t('pages.editSettings', { id })}
              onClick={() => setOpen(!open)}
            >
              {t('pages.settings')}
            </button>
            <button
              type="button"
              className="btn btn-xs btn-error btn-outline"
              aria-label={t('pages.remove', { id })}
              onClick={props.onRemove}
            >
              ✕
            </button>
          </span>
        </div>
        {sectionLevel.map((message) => (
          <p
            key={`${message.pointer}${message.message}`}
            role="alert"
            className="text-error text-sm"
          >
            {message.message}
          </p>
        ))}
        {open || own.length > sectionLevel.length ? (
          schema ? (
            <SettingsForm
              idPrefix={`${group}-${id}`.replace(/[^A-Za-z0-9_-]/g, '_')}
              schema={schema}
              settings={section.settings ?? {}}
              errors={settingsErrorSchema(messages, group, id)}
              onChange={props.onSettings}
            />
          ) : (
            <p className="text-sm">{t('pages.noSchema', { type: section.type ?? '?' })}</p>
          )
        ) : null}
      </div>
    </li>
  );
}
