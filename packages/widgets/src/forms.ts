/**
 * The form kit every input form is built from (sign-in windows, registration, wallet and member
 * pages), apart from the main entry so the first page does not load it. docs/architecture.md#widgets
 */
export { AmountField, type AmountFieldProps } from './forms/AmountField.js';
export {
  limitWords,
  useAmountReader,
  type AmountLimits,
  type AmountReading,
  type AmountRefusal,
  type AmountUnit,
} from './forms/amount-reader.js';
export { Field, inputClass, type FieldControl, type FieldProps } from './forms/Field.js';
export { FormActions } from './forms/FormActions.js';
export { FormAlert } from './forms/FormAlert.js';
export { FormDone } from './forms/FormDone.js';
export { FormEnd } from './forms/FormEnd.js';
export { PasswordFields, type PasswordFieldEntry } from './forms/PasswordFields.js';
export { PinField } from './forms/PinField.js';
export { RadioChoice } from './forms/RadioChoice.js';
export { SelectField, type SelectOption } from './forms/SelectField.js';
export { SubmitButton } from './forms/SubmitButton.js';
export { TextField } from './forms/TextField.js';
export {
  useFormState,
  type FieldBinding,
  type FieldErrors,
  type FormState,
} from './forms/use-form-state.js';
