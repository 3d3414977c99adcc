/** The value of register_field_invalid: which field broke which rule (docs/product/accounts.md). */
interface FieldFailure {
  field: string;
  rule: 'required' | 'length' | 'pattern';
  minLength: number | null;
  maxLength: number | null;
}

function isFieldFailure(value: unknown): value is FieldFailure {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { field?: unknown }).field === 'string' &&
    typeof (value as { rule?: unknown }).rule === 'string'
  );
}

type TranslateWith = (key: string, options?: Record<string, unknown>) => string;

/** The field a refused registration names, and the translated rule it broke; null otherwise. */
export function fieldFailureText(
  value: unknown,
  tr: TranslateWith,
): { field: string; text: string } | null {
  if (!isFieldFailure(value)) return null;
  if (value.rule === 'required') return { field: value.field, text: tr('validation.required') };
  if (value.rule === 'pattern')
    return { field: value.field, text: tr('validation.formatIncorrect') };
  const { minLength: min, maxLength: max } = value;
  const text =
    min !== null && max !== null
      ? tr(min === max ? 'validation.lengthExact' : 'validation.lengthRange', { min, max })
      : min !== null
        ? tr('validation.lengthMin', { min })
        : tr('validation.lengthMax', { max });
  return { field: value.field, text };
}
