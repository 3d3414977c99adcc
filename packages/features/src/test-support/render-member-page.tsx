import { act, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useModulesStore } from '@wl/core';
import type { FakeAnswers, ValueOf } from '@wl/core/testing';
import type { ModuleId, PublicTenantConfig } from '@wl/tenant-config';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from './render-feature.js';

/** The signed-in member the pages' tests show. */
export const MEMBER: ValueOf<'member.info'> = {
  id: 2002,
  account: 'player.two',
  username: 'player.two',
  nickname: 'Lucky Two',
  mobile: '+84912000222',
  regDate: '2030-01-02T03:04:05.000Z',
  clubLabel: { labelName: 'Gold Club' },
  type: 0,
  currency: 'VND',
  memberLabel: [
    { labelType: 1, labelName: 'VIP1' },
    { labelType: 6, labelName: 'TWD' },
  ],
};

interface MemberPageOptions {
  answers?: FakeAnswers;
  /** Modules the tenant and the backend both have on. */
  modules?: readonly ModuleId[];
  tenant?: Partial<PublicTenantConfig>;
}

/** Renders a member-centre page for a signed-in member in English, with its modules on. */
export async function renderMemberPage(
  ui: ReactElement,
  { answers = {}, modules = [], tenant: overrides = {} }: MemberPageOptions = {},
): Promise<RenderResult> {
  const on = Object.fromEntries(modules.map((modId) => [modId, true]));
  const tenant = demoTenant({ modules: on, ...overrides });
  const result = await renderFeature(ui, {
    language: 'EN',
    token: 'member-token',
    tenant,
    answers: { 'member.info': MEMBER, ...answers },
  });
  act(() => {
    useModulesStore.getState().setFromWhitelabel(
      modules.map((modId) => ({ modId, enabled: '1' as const })),
      tenant.modules,
    );
  });
  return result;
}
