/**
 * Node-only helpers of the features (`@wl/features/node`): the dictionaries the app ships, the
 * default pages the features ship and what the app brings to the tenant check.
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
