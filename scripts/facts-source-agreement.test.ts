import { describe, expect, it } from 'vitest';
import { disagreements } from './facts/source-agreement.js';

describe('facts two sources state', () => {
  it('agree in the repository: every module an endpoint names is declared', () => {
    expect(disagreements()).toEqual([]);
  });

  it('disagree when an endpoint names a module no one declares', () => {
    const endpoints = [
      { id: 'points.balance', module: 'POINTS3' },
      { id: 'system.status', module: null },
      { id: 'rewards.list', module: 'REWCEN3' },
    ];
    expect(disagreements(endpoints, ['REWCEN3'])).toEqual([
      'endpoint points.balance is gated by module POINTS3, which no one declares ' +
        '(PLATFORM_MODULES in @wl/tenant-config, or `modules` in a feature)',
    ]);
  });
});
