import { defineFeature } from '../define-feature.js';

// The phone number field and the send-code button, for other features' forms that send a code
// (free of the widgets' main entry, so the node scripts that read the features can load them).
export { CodeField, PhoneNumberField, SendCodeButton, usePhoneNumber } from './phone/index.js';
export type { CodeTarget, SendCode } from './phone/index.js';

declare module '@wl/core' {
  interface ModalRegistry {
    register: Record<string, never>;
    forgotPassword: Record<string, never>;
  }
}

/** Accounts: log in and register, as windows over the home page. docs/product/routes.md#route-table */
export const authFeature = defineFeature({
  id: 'auth',
  modules: [
    { id: 'FREEPLAY3', parent: null, gates: 'Free play: the trial account login.' },
    {
      id: 'GEETEST3',
      parent: 'COMM3',
      gates: 'Human verification by the Geetest slider in place of the image captcha.',
    },
  ],
  routes: [
    { name: 'login', path: '/login', titleKey: 'modals.login.title', page: 'home', modal: 'login' },
    {
      name: 'register',
      path: '/register',
      titleKey: 'modals.register.title',
      page: 'home',
      modal: 'register',
    },
  ],
  modals: {
    login: () => import('./modals/LoginModal.js'),
    register: () => import('./modals/RegisterModal.js'),
    changePassword: () => import('./modals/ChangePasswordModal.js'),
    forgotPassword: () => import('./modals/ForgotPasswordModal.js'),
    registerFirst: () => import('./modals/RegisterFirstModal.js'),
  },
  widgets: [],
  // Keeps the change-password window open while a sign-in must change its password.
  signedIn: () => import('./hold/PasswordChangeHold.js'),
});
