import { isPlainObject } from '@wl/tenant-config';
import type { StudioFiles } from '../../shared/studio-api.js';

/**
 * The languages the preview offers: those the draft's `tenant.json` enables, in its order (a
 * language the site does not offer would show the default one's texts under another name).
 */
export function previewLanguages(files: StudioFiles): string[] {
  const tenant = files['tenant.json'];
  const languages = isPlainObject(tenant) ? tenant.languages : undefined;
  const enabled = isPlainObject(languages) ? languages.enabled : undefined;
  return Array.isArray(enabled)
    ? enabled.filter((code): code is string => typeof code === 'string')
    : [];
}
