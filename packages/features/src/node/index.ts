/**
 * Node-only helpers of the features (`@wl/features/node`): the dictionaries the app ships, the
 * default pages the features ship, what the app brings to the tenant check and the views the site
 * server draws into a page with React's server renderer (never bundled for the browser).
 */
export {
  appDictionaries,
  appDictionary,
  dictionarySources,
  featureDictionary,
  featureLocalesPath,
  flattenDictionary,
  mergeDictionaries,
  type DictionarySource,
} from './app-dictionaries.js';
export { featureDefaultPages } from './default-pages.js';
export { tenantCheckFacts } from './tenant-check-facts.js';
export { consentBannerMarkup } from '../analytics/server.js';
