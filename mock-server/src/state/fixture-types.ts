import type { BundledLanguage } from '@wl/tenant-config';

/** Text in the bundled languages; EN is the fallback and must be present. */
export type LocalizedText = Partial<Record<BundledLanguage, string>> & { EN: string };

export type MerchantStatus = 0 | 1 | 2;

/** fixtures/merchant.json: the merchant's site status at start. */
export interface MerchantFixture {
  status: MerchantStatus;
  /** ISO date-time; shown on the maintenance page. */
  maintenanceEnd: string | null;
}

/** fixtures/help-center.json: one category of help articles. */
export interface HelpCategoryFixture {
  id: number;
  category: LocalizedText;
  articles: { id: number; title: LocalizedText; content: LocalizedText }[];
}

/** fixtures/countries.json */
export interface CountriesFixture {
  /** Country preselected for a tenant, by the tenant's default language (e.g. VI → VN). */
  byLanguage: Partial<Record<string, string>>;
  countries: { countryCode: string; countryDialingCode: string; name: string }[];
}

/** fixtures/module-tree.json: how whitelabel modIds nest; every MODULE_ID appears once. */
export interface ModuleTreeFixture {
  modId: string;
  children?: ModuleTreeFixture[];
}

/** Every fixture file, by key. Add a key here and in FIXTURE_FILES to give a domain seed data. */
export interface Fixtures {
  merchant: MerchantFixture;
  helpCenter: HelpCategoryFixture[];
  countries: CountriesFixture;
  moduleTree: ModuleTreeFixture[];
}

/** File name of each fixture inside fixtures/ (and fixtures/tenants/<code>/ for overrides). */
export const FIXTURE_FILES: { [K in keyof Fixtures]: string } = {
  merchant: 'merchant.json',
  helpCenter: 'help-center.json',
  countries: 'countries.json',
  moduleTree: 'module-tree.json',
};
