import type { TenantConfig } from '@wl/tenant-config';
import { loadFixtures } from './load-fixtures.js';
import { seedMerchantState, type MerchantState } from './merchant-state.js';

export interface MockStoreOptions {
  /** Folder holding the fixture files; mock-server/fixtures/ by default. */
  fixturesDir?: string;
}

/** Per-merchant state, keyed by tenant code, seeded from fixtures on first use. */
export class MockStore {
  readonly #states = new Map<string, MerchantState>();
  readonly #fixturesDir: string | undefined;

  constructor(options: MockStoreOptions = {}) {
    this.#fixturesDir = options.fixturesDir;
  }

  /** The tenant's state, seeded from its fixtures when first asked for (or after a reset). */
  stateFor(tenant: TenantConfig): MerchantState {
    let state = this.#states.get(tenant.code);
    if (!state) {
      state = seedMerchantState(tenant, loadFixtures(tenant.code, this.#fixturesDir));
      this.#states.set(tenant.code, state);
    }
    return state;
  }

  /** The tenant's state if it has been seeded; never seeds. */
  peek(tenantCode: string): MerchantState | undefined {
    return this.#states.get(tenantCode);
  }

  /** Forgets the state of one tenant, or of every tenant; the next request reseeds from fixtures. */
  resetState(tenantCode?: string): void {
    if (tenantCode === undefined) this.#states.clear();
    else this.#states.delete(tenantCode);
  }
}
