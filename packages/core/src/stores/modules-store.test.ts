import { beforeEach, describe, expect, it } from 'vitest';
import type { ModuleNode } from '@wl/api';
import { enabledModulesOf, isModuleOn, useModulesStore } from './modules-store.js';

beforeEach(() => useModulesStore.getState().reset());

const tree: ModuleNode[] = [
  {
    modId: 'COMM3',
    enabled: '1',
    children: [
      { modId: 'FEEDBACK3', enabled: '1' },
      { modId: 'INBOX3', enabled: '0' },
    ],
  },
  {
    modId: 'REG3',
    enabled: '1',
    children: [
      { modId: 'MOBILENUMREG3', enabled: '1', children: [{ modId: 'REGMOBVERF3', enabled: '1' }] },
    ],
  },
  { modId: 'GAMELO3', enabled: '0', children: [{ modId: 'GAMELOHOT3', enabled: '1' }] },
  { modId: 'CAPTCHA3', enabled: '1' },
];

describe('whitelabel tree → enabled modules', () => {
  it('turns on modules enabled in the tree (children included) and on for the tenant', () => {
    const enabled = enabledModulesOf(tree, {
      COMM3: true,
      FEEDBACK3: true,
      INBOX3: true,
      REG3: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      GAMELO3: true,
      GAMELOHOT3: true,
      CAPTCHA3: false,
    });

    expect(Object.keys(enabled).sort()).toEqual([
      'COMM3',
      'FEEDBACK3',
      'MOBILENUMREG3',
      'REG3',
      'REGMOBVERF3',
    ]);
  });

  it('a module the tenant switches off or does not list stays off even when the backend enables it', () => {
    const enabled = enabledModulesOf(tree, { REG3: true, MOBILENUMREG3: false });

    expect(enabled.REG3).toBe(true);
    expect(enabled.MOBILENUMREG3).toBeUndefined();
    expect(enabled.CAPTCHA3).toBeUndefined();
    expect(enabled.REGMOBVERF3).toBeUndefined();
  });

  it('the store is not loaded until the tree arrives; gated modules count as off until then', () => {
    expect(useModulesStore.getState().loaded).toBe(false);
    expect(isModuleOn(useModulesStore.getState(), 'REG3')).toBe(false);
    expect(isModuleOn(useModulesStore.getState(), null)).toBe(true);

    useModulesStore.getState().setFromWhitelabel(tree, { REG3: true });

    expect(useModulesStore.getState().loaded).toBe(true);
    expect(isModuleOn(useModulesStore.getState(), 'REG3')).toBe(true);
    expect(isModuleOn(useModulesStore.getState(), 'COMM3')).toBe(false);
  });

  it('falls back to the tenant when the whitelabel answer fails, until an answer arrives', () => {
    useModulesStore.getState().fallBackToTenant({ INBOX3: true, GAMELO3: true, CAPTCHA3: false });

    expect(useModulesStore.getState().loaded).toBe(true);
    expect(isModuleOn(useModulesStore.getState(), 'INBOX3')).toBe(true);
    expect(isModuleOn(useModulesStore.getState(), 'CAPTCHA3')).toBe(false);

    useModulesStore.getState().setFromWhitelabel(tree, { INBOX3: true, GAMELO3: true });
    expect(isModuleOn(useModulesStore.getState(), 'INBOX3')).toBe(false);
    useModulesStore.getState().fallBackToTenant({ INBOX3: true });
    expect(isModuleOn(useModulesStore.getState(), 'INBOX3')).toBe(false);
  });
});

describe('the whitelabel answer asked again', () => {
  const modules = { COMM3: true, FEEDBACK3: true, INBOX3: true, CAPTCHA3: true };

  it('leaves the store untouched when it turns on the same modules, and applies a change', () => {
    const store = useModulesStore;
    store.getState().setFromWhitelabel(tree, modules);
    const first = store.getState().enabled;
    let notified = 0;
    const stop = store.subscribe(() => {
      notified += 1;
    });
    // The same switches in a new tree (a revalidation, the call asked again with a session).
    store.getState().setFromWhitelabel(structuredClone(tree), modules);
    expect(notified).toBe(0);
    expect(store.getState().enabled).toBe(first);

    // The backend turned the inbox on: gates must see it.
    const changed = structuredClone(tree);
    changed[0]!.children![1]!.enabled = '1';
    store.getState().setFromWhitelabel(changed, modules);
    stop();
    expect(notified).toBe(1);
    expect(isModuleOn(store.getState(), 'INBOX3')).toBe(true);
  });

  it('replaces the tenant stand-in even when it named the same modules', () => {
    useModulesStore.getState().fallBackToTenant({ COMM3: true });
    expect(useModulesStore.getState().fromTenant).toBe(true);
    useModulesStore
      .getState()
      .setFromWhitelabel([{ modId: 'COMM3', enabled: '1' }], { COMM3: true });
    expect(useModulesStore.getState().fromTenant).toBe(false);
  });
});
