import { rmSync } from 'node:fs';
import { ENDPOINT_HITS_ENV } from '@wl/mock-server';
import { ENDPOINT_HITS_DIR } from '../scripts/endpoint-hits.js';

/** Unit tests record the mock routes they call afresh on every run (see `pnpm api:coverage`). */
export default function setup(): void {
  rmSync(ENDPOINT_HITS_DIR, { recursive: true, force: true });
  process.env[ENDPOINT_HITS_ENV] = ENDPOINT_HITS_DIR;
}
