import type { BundledLanguage } from '@wl/tenant-config';

/** Text in the bundled languages; EN is the fallback and must be present. */
export type LocalizedText = Partial<Record<BundledLanguage, string>> & { EN: string };
