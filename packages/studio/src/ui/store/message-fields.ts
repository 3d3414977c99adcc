import { pointerSegments } from '@wl/api';
import { FORM_FILES, type FormFile, type StudioMessage } from '../../shared/studio-api.js';

/** Where in the studio a message of the check belongs. */
export type MessageField =
  | { panel: 'pages'; file: string; section: string | null; settings: string[] }
  | { panel: 'theme'; field: string }
  | { panel: 'texts'; language: string; key: string }
  | { panel: 'files'; file: FormFile; path: string[] }
  | { panel: 'other' };

/**
 * Maps a message's file + JSON pointer back to the field it names: a page's or a layout group's
 * section (and the setting inside it), a theme field, a text of one language, a field of
 * `tenant.json` or `menu.json`. Anything else is
 * shown with the save.
 */
export function fieldOfMessage(message: Pick<StudioMessage, 'file' | 'pointer'>): MessageField {
  const segments = pointerSegments(message.pointer) ?? [];
  const page = /^pages\/[^/]+\.json$/.test(message.file);
  if (page || message.file === 'layout.json') {
    // pages: /sections/<id>/settings/...; layout: /<group>/sections/<id>/settings/...
    const rest = page ? segments : segments.slice(1);
    const file = page ? message.file : `layout.json#${segments[0] ?? ''}`;
    if (rest[0] !== 'sections' || rest[1] === undefined)
      return { panel: 'pages', file, section: null, settings: [] };
    return {
      panel: 'pages',
      file,
      section: rest[1],
      settings: rest[2] === 'settings' ? rest.slice(3) : [],
    };
  }
  if (message.file === 'theme.json') return { panel: 'theme', field: segments.join('.') };
  const form = FORM_FILES.find((file) => file === message.file);
  if (form) return { panel: 'files', file: form, path: segments };
  const locale = /^locales\/([^/]+)\.json$/.exec(message.file)?.[1];
  if (locale !== undefined) return { panel: 'texts', language: locale, key: segments.join('.') };
  return { panel: 'other' };
}

/** rjsf's error schema (`{ a: { __errors: [...] } }`) of messages at paths inside a form. */
function errorSchemaOf(
  entries: readonly { path: readonly string[]; message: string }[],
): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  for (const { path, message } of entries) {
    let node = schema;
    for (const segment of path) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const errors = (node.__errors ??= []) as string[];
    errors.push(message);
  }
  return schema;
}

/** rjsf's error schema for the messages of one section's settings. */
export function settingsErrorSchema(
  messages: readonly StudioMessage[],
  file: string,
  section: string,
): Record<string, unknown> {
  return errorSchemaOf(
    messages.flatMap((message) => {
      const field = fieldOfMessage(message);
      return field.panel === 'pages' && field.file === file && field.section === section
        ? [{ path: field.settings, message: message.message }]
        : [];
    }),
  );
}

/** rjsf's error schema for the messages of one form file (`tenant.json`, `menu.json`). */
export function fileErrorSchema(
  messages: readonly StudioMessage[],
  file: FormFile,
): Record<string, unknown> {
  return errorSchemaOf(
    messages.flatMap((message) => {
      const field = fieldOfMessage(message);
      return field.panel === 'files' && field.file === file
        ? [{ path: field.path, message: message.message }]
        : [];
    }),
  );
}
