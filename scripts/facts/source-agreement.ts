/**
 * Facts two sources state that must agree, checked by `pnpm facts:check`: every module an API
 * endpoint names is in the module list (the API schema's format names no module, so that a new
 * module is declared once, by its feature). docs/architecture.md#modules
 */
import { loadApiSchema } from '@wl/api/node';
import { joinedModules } from './module-copies.js';

interface GatedEndpoint {
  id: string;
  module: string | null;
}

/** One line per disagreement (by default: the repository's API schema and module list). */
export function disagreements(
  endpoints: readonly GatedEndpoint[] = loadApiSchema(),
  moduleIds: readonly string[] = joinedModules().map(({ id }) => id),
): string[] {
  const known = new Set(moduleIds);
  return endpoints
    .filter((endpoint) => endpoint.module !== null && !known.has(endpoint.module))
    .map(
      (endpoint) =>
        `endpoint ${endpoint.id} is gated by module ${endpoint.module}, which no one declares ` +
        '(PLATFORM_MODULES in @wl/tenant-config, or `modules` in a feature)',
    );
}
