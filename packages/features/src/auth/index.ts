import { defineFeature } from '../define-feature.js';

declare module '@wl/core' {
  interface ModalRegistry {
    register: Record<string, never>;
  }
}

/** Accounts: log in and register, as windows over the home page. docs/product/routes.md#route-table */
export const authFeature = defineFeature({
  id: 'auth',
  routes: [
    { name: 'login', titleKey: 'modals.login.title', page: 'home', modal: 'login' },
    { name: 'register', titleKey: 'modals.register.title', page: 'home', modal: 'register' },
  ],
  modals: {
    login: () => import('./modals/LoginModal.js'),
    register: () => import('./modals/RegisterModal.js'),
  },
  widgets: [],
});
