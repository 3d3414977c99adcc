import { describe, expect, it } from 'vitest';
import { endpointRoutes, type EndpointDef } from './endpoint.js';
import { loadApiSchema, readCommonFile, readEndpointFiles } from './node/index.js';

const endpoints = loadApiSchema();

function route(method: string, path: string): EndpointDef | undefined {
  return endpoints.find((e) => e.method === method && e.path === path);
}

/** Every call docs/product/backend.md#calls-by-domain names with a path, with the flags it states. */
const NAMED_CALLS: [method: string, path: string, flags: Partial<EndpointDef>][] = [
  ['POST', '/wps/session/login', { encrypted: true }],
  ['DELETE', '/wps/session/logout', { token: true }],
  ['POST', '/wps/verification/sms/noLogin', { encrypted: false }],
  [
    'POST',
    '/wps/session/login/freeplay',
    { encrypted: false, headers: { 'X-Gateway-Version': '3' } },
  ],
  ['GET', '/wps/member/info', { token: true }],
  ['GET', '/wps/member/info/icon', { token: true }],
  ['PUT', '/wps/member/register', { encrypted: true }],
  ['PUT', '/wps/member/register/mobile', { encrypted: true }],
  ['PUT', '/wps/member/register/autoUsername', {}],
  ['POST', '/wps/verification/sms/register', {}],
  ['GET', '/wps/system/setting/register', {}],
  ['POST', '/wps/member/password', { token: true, encrypted: true }],
  ['POST', '/wps/member/password/email', { bodyEncoding: 'form' }],
  ['POST', '/wps/member/password/verification', { encrypted: true }],
  ['POST', '/wps/member/password/sms', { module: 'PWRESETSMS3' }],
  ['GET', '/wps/agent/affiliate', {}],
  ['GET', '/wps/captcha', {}],
  ['GET', '/wps/system/status', {}],
  ['GET', '/wps/system/whitelabel', {}],
  ['GET', '/wps/system/domainRoute', {}],
  ['GET', '/wps/system/helpCenter', {}],
  ['GET', '/wps/system/country', {}],
  ['GET', '/wps/v2/wallets/balance', { token: true }],
  ['POST', '/wps/relay/GCS_walletTransfer', { token: true }],
  ['GET', '/wps/member/info/funds/consolidated', {}],
  ['PUT', '/wps/feedback', {}],
  ['GET', '/lgw/games/game_menus', {}],
  ['GET', '/wps/game/launchGame', {}],
  ['GET', '/wps/relay/GLS2_roomList', {}],
  ['GET', '/lgw/vn/games/game_menu', {}],
  ['GET', '/lgw/vn/games/game_menu/recent', {}],
  ['GET', '/lgw/vn/numeros/opened/game', {}],
  ['GET', '/lotto/lgw/games/opened/numero', {}],
  ['POST', '/wps/relay/MCSFE_addFavoriteGameV2', {}],
  ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', {}],
  ['GET', '/wps/relay/MCS2_processDividendReq', {}],
  ['GET', '/wps/relay/MCS2_processDailySalContract', {}],
  ['POST', '/wps/relay/MCS2_processContractHourSalary', {}],
  ['POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', {}],
  ['POST', '/wps/relay/MCS2_claimRafflePromotion', {}],
  ['GET', '/wps/relay/GCS_merchantWallet', {}],
  ['GET', '/wps/relay/GCSGAME_getRankList', {}],
  ['GET', '/wps/relay/CBS_modelList', { module: 'CBS3' }],
  ['POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', { token: true, encrypted: true }],
  ['POST', '/wps/relay/passwordCheck/MCS2_convertPoint', { token: true, encrypted: true }],
];

/** Relay names public clients use (docs/product/backend.md#calls-by-domain). */
const RELAY_NAMES = [
  'GCSGAME_gameList',
  'GCSGAME_hotGamesV2',
  'GCSGAME_newGameVendor',
  'GCSGAME_getVassGameType',
  'GCSGAME_getRankList',
  'GCS_recentGame',
  'GCS_gameLaunchFB',
  'GCS_walletTransfer',
  'GCS_merchantWallet',
  'MCSFE_getFavoriteGames',
  'MCSFE_getFavoriteGamesList',
  'MCSFE_addFavoriteGameV2',
  'MCSFE_removeFavoriteGameV2',
  'MCSFE_getListAnnouncements',
  'CCSFE_getListAnnouncements',
  'CSP_unreadCount',
  'ODSFE2_getWinnerBoard',
  'ODSFE2_MemTransDet',
  'MCS2_processDividendReq',
  'MCS2_processDailySalContract',
  'MCS2_processContractHourSalary',
  'MCSFE_processRealTimeSalaryContract',
  'MCS2_claimRafflePromotion',
  'MCSFE_getMissionSummaryDetails',
  'MCSFE_getMissionLeaderboard',
  'MCS2_getPointBalance',
  'MCS2_getPointReward',
  'MCS2_getRedeemPointList',
  'MCS2_getPointConfig',
  'passwordCheck/MCS2_redeemPointReward',
  'passwordCheck/MCS2_convertPoint',
  'CBS_modelList',
  'GLS2_roomList',
];

/** Walks a schema, calling `visit` with every object schema and its location. */
function eachObjectSchema(
  node: unknown,
  at: string,
  visit: (schema: Record<string, unknown>, at: string) => void,
): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => eachObjectSchema(item, `${at}/${i}`, visit));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'object' || 'properties' in schema) visit(schema, at);
  for (const [key, value] of Object.entries(schema)) {
    // A property named like a keyword is still a schema; `if` conditions only constrain.
    if (key !== 'if') eachObjectSchema(value, `${at}/${key}`, visit);
  }
}

describe('API coverage', () => {
  it.each(NAMED_CALLS)('has %s %s with the documented flags', (method, path, flags) => {
    const def = route(method, path);
    expect(def, `${method} ${path}`).toBeDefined();
    expect(def).toMatchObject(flags);
  });

  it.each(RELAY_NAMES)('has the relay %s at /wps/relay/<name>', (name) => {
    const paths = endpoints.flatMap((e) => endpointRoutes(e).map((r) => r.path));
    expect(paths).toContain(`/wps/relay/${name}`);
  });

  it('has unique ids and unique method + path pairs', () => {
    const ids = endpoints.map((e) => e.id);
    const routes = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('sends every encrypted (E) payload as a POST or PUT body', () => {
    const encrypted = endpoints.filter((e) => e.encrypted);
    expect(encrypted.map((e) => e.id).sort()).toEqual([
      'member.changePassword',
      'member.passwordVerification',
      'member.register',
      'member.registerMobile',
      'points.convert',
      'points.redeem',
      'security.addBankCard',
      'security.bindEmail',
      'security.bindMobile',
      'security.removeBankCard',
      'security.setPaymentPassword',
      'session.login',
      'team.registerDownline',
      'team.transfer',
      'wallet.withdraw',
    ]);
    for (const e of encrypted) {
      expect(['POST', 'PUT'], e.id).toContain(e.method);
      expect(e.body, e.id).toBeDefined();
    }
  });

  it('sends the token for every call that is not public', () => {
    const missing = endpoints.filter((e) => e.access !== 'public' && !e.token).map((e) => e.id);
    expect(missing).toEqual([]);
  });

  it('restricts agent contract calls to agents and password-checked calls to members', () => {
    const agentCalls = endpoints.filter((e) => e.path.includes('_process')).map((e) => e.access);
    expect(agentCalls).toEqual(['agent', 'agent', 'agent', 'agent']);
    for (const e of endpoints.filter((d) => d.path.includes('/passwordCheck/'))) {
      expect(e).toMatchObject({ access: 'member', module: 'PTSYS3' });
      expect(Object.keys(e.body?.properties ?? {})).toContain('password');
    }
  });

  it('closes every response and body object (additionalProperties false or a typed map)', () => {
    const open: string[] = [];
    const check = (schema: Record<string, unknown>, at: string): void => {
      if (!('additionalProperties' in schema)) open.push(at);
    };
    for (const e of endpoints) {
      eachObjectSchema(e.response, `${e.id}/response`, check);
      if (e.body) eachObjectSchema(e.body, `${e.id}/body`, check);
    }
    for (const f of [readCommonFile(), ...readEndpointFiles()]) {
      const defs = (f.json.$defs ?? {}) as Record<string, unknown>;
      for (const [name, schema] of Object.entries(defs)) {
        if (name === 'pageQuery' || name === 'pageInfo') continue; // query-side building blocks
        eachObjectSchema(schema, `${f.name}#/$defs/${name}`, check);
      }
    }
    expect(open).toEqual([]);
  });

  it('documents the design of every endpoint whose shape public clients do not show', () => {
    const givenShapes = ['system.whitelabel', 'system.country', 'session.logout'];
    const undocumented = endpoints.filter((e) => !e.description && !givenShapes.includes(e.id));
    expect(undocumented.map((e) => e.id)).toEqual([]);
  });
});
