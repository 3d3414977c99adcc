/**
 * Facts two sources state that must agree, checked by `pnpm facts:check`: every module an API
 * endpoint names is in the module list (the API schema's format names no module, so that a new
 * module is declared once, by its feature). docs/architecture.md#modules
 */
import { loadApiSchema } from '@wl/api/node';
import { joinedModules } from './module-copies.js';

/** One line per disagreement. */
export function disagreements(): string[] {
  const known = new Set(joinedModules().map(({ id }) => id));
  return loadApiSchema()
    .filter((endpoint) => endpoint.module !== null && !known.has(endpoint.module))
    .map(
      (endpoint) =>
        `endpoint ${endpoint.id} is gated by module ${endpoint.module}, which no one declares ` +
        '(PLATFORM_MODULES in @wl/tenant-config, or `modules` in a feature)',
    );
}
