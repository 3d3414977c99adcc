/** Where the backend serves its payload-encryption script (docs/product/backend.md#mode-upstream-script). */
export const ENCRYPT_SCRIPT_PATH = '/js/encrypt.js';
