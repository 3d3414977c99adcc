import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import layoutSchema from '../../../../schemas/tenant/layout.schema.json' with { type: 'json' };
import localeSchema from '../../../../schemas/tenant/locale.schema.json' with { type: 'json' };
import modulesSchema from '../../../../schemas/tenant/modules.gen.schema.json' with { type: 'json' };
import menuSchema from '../../../../schemas/tenant/menu.schema.json' with { type: 'json' };
import pageSchema from '../../../../schemas/tenant/page.schema.json' with { type: 'json' };
import registerFormSchema from '../../../../schemas/tenant/register-form.schema.json' with { type: 'json' };
import tenantSchema from '../../../../schemas/tenant/tenant.schema.json' with { type: 'json' };
import themeSchema from '../../../../schemas/tenant/theme.schema.json' with { type: 'json' };
import type { TenantFileKind } from '../tenant-files.js';

/** The schemas of schemas/tenant/, by the kind of file they describe. */
export const TENANT_SCHEMAS: Record<TenantFileKind, Record<string, unknown>> = {
  tenant: tenantSchema,
  theme: themeSchema,
  menu: menuSchema,
  layout: layoutSchema,
  register: registerFormSchema,
  page: pageSchema,
  locale: localeSchema,
};

/** The module names `tenant.json`'s `modules` may hold (`modules.gen.schema.json`, written by `pnpm install`). */
export const MODULES_SCHEMA: Record<string, unknown> = modulesSchema;

/** Keywords the tenant schemas use besides draft 2020-12 (annotations only). */
export const ANNOTATION_KEYWORDS = ['x-expected'] as const;

export interface AjvOptions {
  strict: boolean;
  keywords?: readonly string[];
}

/** An Ajv (draft 2020-12, formats, every error, verbose errors for messages). */
export function createAjv({ strict, keywords = [] }: AjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict,
    allowUnionTypes: true,
    strictRequired: false,
    logger: false,
  });
  addFormats(ajv);
  for (const keyword of keywords) ajv.addKeyword(keyword);
  return ajv;
}

let validators: Record<TenantFileKind, ValidateFunction> | undefined;

/** Compiled validators for every tenant file kind (compiled once). */
export function tenantValidators(): Record<TenantFileKind, ValidateFunction> {
  if (validators) return validators;
  const ajv = createAjv({ strict: true, keywords: ANNOTATION_KEYWORDS });
  ajv.addSchema(pageSchema);
  // Written by `pnpm install` (`pnpm facts:gen`) from the module list; tenant.schema.json refers to it.
  ajv.addSchema(modulesSchema);
  validators = {
    tenant: ajv.compile(tenantSchema),
    theme: ajv.compile(themeSchema),
    menu: ajv.compile(menuSchema),
    layout: ajv.compile(layoutSchema),
    register: ajv.compile(registerFormSchema),
    page: ajv.getSchema(pageSchema.$id) ?? ajv.compile(pageSchema),
    locale: ajv.compile(localeSchema),
  };
  return validators;
}
