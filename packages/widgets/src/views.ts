/**
 * Views the site server draws into a page as the app renders them (`@wl/widgets/views`): props
 * in, markup out, no hook reaching a store, the network or the translations, so node renders them
 * without the app's providers and without loading the rest of the package.
 */
export { MainScreen } from './shared/MainScreen.js';
export { ImageSlot, SlotImage } from './shared/ImageSlot.js';
export { MenuEntryItems, type MenuEntry } from './shared/MenuEntryItems.js';
