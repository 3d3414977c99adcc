/**
 * Form parts of the screens that take input (sign-in windows, wallet pages), apart from the main
 * entry so the first page does not load them.
 */
export { FormAlert } from './shared/FormAlert.js';
export { TextField } from './shared/TextField.js';
export {
  useFormState,
  type FieldErrors,
  type FieldProps,
  type FormState,
} from './shared/use-form-state.js';
