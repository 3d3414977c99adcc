import { describe, expect, it } from 'vitest';
import type { CentrePageName } from '@wl/paths';
import { AGENT_MENU, flaggedOff, visibleMenu, type ContractFlags } from './agent-menu.js';

const EVERY_PAGE = AGENT_MENU.map((i) => i.name).filter(
  (n): n is CentrePageName => n !== 'customerService',
);
const NO_FLAGS: ContractFlags = {
  divtypereq: 0,
  dailysalreqtype: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
};
describe('agent centre menu', () => {
  it('lists the dashboard and the sixteen items in order when every page exists and every flag is set', () => {
    const flags: ContractFlags = {
      divtypereq: 1,
      dailysalreqtype: 2,
      contracthoursalreq: 3,
      realtimesalreqtype: 1,
    };
    const menu = visibleMenu({ pages: EVERY_PAGE, flags });
    expect(menu).toHaveLength(17);
    expect(menu.slice(0, 5)).toEqual([
      'agentDashboard',
      'deposit',
      'withdraw',
      'agentAnnouncements',
      'teamOverview',
    ]);
    expect(menu.slice(-3)).toEqual(['realTimeSalary', 'inbox', 'customerService']);
  });

  it('shows a salary or dividend item only while its contract flag is set', () => {
    const menu = visibleMenu({
      pages: EVERY_PAGE,
      flags: { ...NO_FLAGS, dailysalreqtype: 2 },
    });
    expect(menu).toContain('dailyWage');
    expect(menu).not.toContain('dividend');
    expect(menu).not.toContain('hourlySalary');
    expect(menu).not.toContain('realTimeSalary');
    const loading = visibleMenu({ pages: EVERY_PAGE, flags: null });
    expect(loading).toHaveLength(13);
  });

  it('keeps a contract item whose flag is 0 while the agent still uses its page', () => {
    const flags = { ...NO_FLAGS, divtypereq: 1 };
    expect(flaggedOff(flags)).toEqual(['dailyWage', 'hourlySalary', 'realTimeSalary']);
    const menu = visibleMenu({ pages: EVERY_PAGE, flags, inUse: ['hourlySalary'] });
    expect(menu).toContain('dividend');
    expect(menu).toContain('hourlySalary');
    expect(menu).not.toContain('dailyWage');
    expect(flaggedOff(null)).toEqual([]);
  });

  it('hides the items of pages not offered (no feature provides them, or their gate is closed)', () => {
    const menu = visibleMenu({ pages: ['teamOverview', 'teamBetting'], flags: NO_FLAGS });
    expect(menu).toEqual(['teamOverview', 'teamBetting', 'customerService']);
  });

  it('adds agent-centre pages it does not know before customer service', () => {
    const menu = visibleMenu({
      pages: ['teamOverview', 'transfer'],
      flags: NO_FLAGS,
    });
    expect(menu).toEqual(['teamOverview', 'transfer', 'customerService']);
  });
});
