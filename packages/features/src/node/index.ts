/** Node-only helpers of the features (`@wl/features/node`): the dictionaries the app ships. */
export {
  appDictionaries,
  appDictionary,
  dictionarySources,
  featureDictionaryPath,
  flattenDictionary,
  mergeDictionaries,
  type DictionarySource,
} from './app-dictionaries.js';
