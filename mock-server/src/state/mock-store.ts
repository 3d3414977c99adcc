import type { TenantConfig } from '@wl/tenant-config';
import { EventHub } from '../events/event-hub.js';
import { loadFixtures } from './load-fixtures.js';
import { seedMerchantState, type MerchantState } from './merchant-state.js';

export interface MockStoreOptions {
  /** Folder holding the fixture files; mock-server/fixtures/ by default. */
  fixturesDir?: string;
}

/** Per-merchant state, keyed by tenant code, seeded from fixtures on first use. */
export class MockStore {
  readonly #states = new Map<string, MerchantState>();
  /** How far each merchant's clock runs ahead of the real one (the dev clock control). */
  readonly #clockOffsets = new Map<string, number>();
  readonly #fixturesDir: string | undefined;
  /** The open event sockets; they outlive a reset of the state. */
  readonly events = new EventHub();

  constructor(options: MockStoreOptions = {}) {
    this.#fixturesDir = options.fixturesDir;
  }

  /**
   * The tenant's state, seeded from its fixtures when first asked for (or after a reset), as of
   * `now` (the merchant's clock).
   */
  stateFor(tenant: TenantConfig, now: Date = this.timeFor(tenant.code, new Date())): MerchantState {
    let state = this.#states.get(tenant.code);
    if (!state) {
      state = seedMerchantState(tenant, loadFixtures(tenant.code, this.#fixturesDir), now);
      this.#states.set(tenant.code, state);
    }
    return state;
  }

  /** The tenant's state if it has been seeded; never seeds. */
  peek(tenantCode: string): MerchantState | undefined {
    return this.#states.get(tenantCode);
  }

  /** Forgets the state (and clock advance) of one tenant, or of every tenant; the next request reseeds from fixtures. */
  resetState(tenantCode?: string): void {
    if (tenantCode === undefined) {
      this.#states.clear();
      this.#clockOffsets.clear();
    } else {
      this.#states.delete(tenantCode);
      this.#clockOffsets.delete(tenantCode);
    }
  }

  /** The merchant's time: `base` moved on by every advance of its clock since the last reset. */
  timeFor(tenantCode: string, base: Date): Date {
    return new Date(base.getTime() + (this.#clockOffsets.get(tenantCode) ?? 0));
  }

  /** Moves the merchant's clock forward (settlements due by then run on the next call). */
  advanceClock(tenantCode: string, ms: number): void {
    this.#clockOffsets.set(tenantCode, (this.#clockOffsets.get(tenantCode) ?? 0) + ms);
  }
}
