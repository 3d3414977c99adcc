import type { ActiveScenario } from './active-scenarios.js';
import { isScenarioName, MAX_SCENARIO_DELAY_MS, SCENARIOS } from './scenario-catalog.js';

/** An endpoint id (`domain.name`) or an id prefix (`domain.`). */
const ENDPOINT_PATTERN = /^[a-z][A-Za-z0-9]*\.([A-Za-z][A-Za-z0-9]*)?$/;
const MAX_ENDPOINT_PATTERNS = 100;
const KEYS = new Set(['name', 'endpoints', 'delayMs']);

/**
 * Reads `{ name, endpoints?: string[], delayMs?: number }` (the body of
 * `POST /__dev/tenants/:code/scenario`). Null when it is not such an object: an unknown name or
 * key, a malformed endpoint pattern, or a delay outside 0…MAX_SCENARIO_DELAY_MS.
 */
export function parseScenarioRequest(body: unknown): ActiveScenario | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  if (Object.keys(fields).some((key) => !KEYS.has(key))) return null;
  const { name, endpoints, delayMs } = fields;
  if (!isScenarioName(name)) return null;

  let patterns: string[] | null = null;
  if (endpoints !== undefined) {
    if (!Array.isArray(endpoints) || endpoints.length === 0) return null;
    if (endpoints.length > MAX_ENDPOINT_PATTERNS) return null;
    if (!endpoints.every((e): e is string => typeof e === 'string' && ENDPOINT_PATTERN.test(e)))
      return null;
    patterns = [...new Set(endpoints)];
  }

  let delay = SCENARIOS[name].defaultDelayMs;
  if (delayMs !== undefined) {
    if (typeof delayMs !== 'number' || !Number.isInteger(delayMs)) return null;
    if (delayMs < 0 || delayMs > MAX_SCENARIO_DELAY_MS) return null;
    delay = delayMs;
  }
  return { name, endpoints: patterns, delayMs: delay };
}
