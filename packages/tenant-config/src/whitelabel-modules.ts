/**
 * The whitelabel modules (`modId`) no feature owns, in product order: the modules several features
 * or the platform gate with. A module one feature gates with is declared by that feature
 * (`modules` in its `defineFeature`). What each gates and the module it sits under in the
 * whitelabel tree (a child is off when its parent is). `pnpm facts:gen` joins this list with the
 * features' modules into `generated/whitelabel-modules.gen.ts` (`WHITELABEL_MODULES`) and
 * `generated/module-ids.gen.ts` (the ids alone, which is what the browser loads); the mock builds
 * its module tree from the joined list at run time, and a module no tenant file names is on
 * (tenants/README.md#modules, docs/architecture.md#modules).
 */
export const PLATFORM_MODULES = [
  {
    id: 'COMM3',
    parent: null,
    gates: 'Common member features, the base module; no call of the API schema names it.',
  },
  { id: 'REG3', parent: null, gates: 'Registration: the register modal and register settings.' },
  { id: 'PASS3', parent: null, gates: 'Change password, also on first login or expiry.' },
  {
    id: 'AFFMAN3',
    parent: null,
    gates: 'Affiliate management: affiliate code check, agent centre and team reports.',
  },
  { id: 'CAPTCHA3', parent: 'COMM3', gates: 'Image captcha on login and registration.' },
  { id: 'PROFPIC3', parent: 'COMM3', gates: 'Profile pictures.' },
  {
    id: 'CHNGPASSVERIF3',
    parent: 'PASS3',
    gates: 'Forgot password by e-mail or mobile (the forgot-password link, reset by phone).',
  },
  { id: 'PWRESETSMS3', parent: 'PASS3', gates: 'The SMS code of a password reset.' },
  { id: 'VERIFICATION3', parent: null, gates: 'Login with a mobile number and an SMS code.' },
  {
    id: 'REGMOBVERF3',
    parent: 'REG3',
    gates: 'SMS verification of the mobile number on registration.',
  },
  {
    id: 'MOBILENUMREG3',
    parent: 'REG3',
    gates: 'Registration by mobile number (the mobile tab of the register modal).',
  },
  { id: 'GAMELO3', parent: null, gates: 'Game lists (the game lobby).' },
  { id: 'GAMELOHOT3', parent: 'GAMELO3', gates: 'Hot and popular games.' },
  { id: 'GAMELOFAV3', parent: 'GAMELO3', gates: 'Favourite games.' },
  { id: 'GAMELOREC3', parent: 'GAMELO3', gates: 'Recently played games.' },
  { id: 'REWCEN3', parent: null, gates: 'Reward centre: missions and raffles.' },
  { id: 'CBS3', parent: null, gates: 'Live streams: the hot live-stream section and live hosts.' },
  {
    id: 'LOGINIPVERF3',
    parent: 'COMM3',
    gates: 'Login IP verification: a sign-in from a new address is confirmed by a code.',
  },
] as const satisfies readonly WhitelabelModule[];

/** One whitelabel module. */
export interface WhitelabelModule {
  id: string;
  /** The module it nests under in the whitelabel tree; `null` for a root. */
  parent: string | null;
  /** What the module gates, in one line. */
  gates: string;
}
