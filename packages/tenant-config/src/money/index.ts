export {
  isCurrencyCode,
  minorUnitsOf,
  readBackendCurrency,
  type BackendCurrency,
} from './currency.js';
export {
  fitsPrecision,
  fromMinorUnits,
  minorToDecimal,
  toMinorUnits,
  type MinorUnits,
} from './exact.js';
export { formatMoney, type MoneyDisplay, type MoneyFormat } from './format-money.js';
export { parseAmount, type AmountProblem, type ParsedAmount } from './parse-amount.js';
export { separatorsOf, type Separators } from './separators.js';
