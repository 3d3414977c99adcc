import { pointerSegments } from '@wl/api';
import type { StudioMessage } from '../../shared/studio-api.js';

/** Where in the studio a message of the check belongs. */
export type MessageField =
  | { panel: 'pages'; file: string; section: string | null; settings: string[] }
  | { panel: 'theme'; field: string }
  | { panel: 'texts'; language: string; key: string }
  | { panel: 'other' };

/**
 * Maps a message's file + JSON pointer back to the field it names: a page's or a layout group's
 * section (and the setting inside it), a theme field, a text of one language. Anything else is
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
  const locale = /^locales\/([^/]+)\.json$/.exec(message.file)?.[1];
  if (locale !== undefined) return { panel: 'texts', language: locale, key: segments.join('.') };
  return { panel: 'other' };
}

/** rjsf's error schema for the messages of one section's settings (`{ a: { __errors: [...] } }`). */
export function settingsErrorSchema(
  messages: readonly StudioMessage[],
  file: string,
  section: string,
): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  for (const message of messages) {
    const field = fieldOfMessage(message);
    if (field.panel !== 'pages' || field.file !== file || field.section !== section) continue;
    let node = schema;
    for (const segment of field.settings) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const errors = (node.__errors ??= []) as string[];
    errors.push(message.message);
  }
  return schema;
}
