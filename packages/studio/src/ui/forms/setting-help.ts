import { STUDIO_LANGUAGES } from '../i18n.js';

/**
 * A setting's help (its schema's `description`) in the studio's language: the studio's
 * dictionaries hold each English description's translation under `settingHelp`; English, and a
 * description no dictionary holds (a module's, which its feature declares), read as written.
 */
export function settingHelp(language: string, description: string): string {
  const texts = (STUDIO_LANGUAGES as Record<string, { settingHelp?: Record<string, string> }>)[
    language
  ];
  return texts?.settingHelp?.[description] ?? description;
}
