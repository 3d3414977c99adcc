import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  createErrorHandler,
  getDefaultFormState,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';

/** Keywords that only say a nested value failed; their nested errors are reported instead. */
const CONTAINER_KEYWORDS: ReadonlySet<string> = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'allOf',
  '$ref',
]);

/** `#/a/b~1c` → `.a.b/c`, the property path the form keys its errors by. */
function propertyOf(instanceLocation: string): string {
  return instanceLocation
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((part) => `.${part.replace(/~1/g, '/').replace(/~0/g, '~')}`)
    .join('');
}

function toValidationError(unit: OutputUnit): RJSFValidationError {
  let property = propertyOf(unit.instanceLocation);
  const params: Record<string, string> = {};
  if (unit.keyword === 'required') {
    const missing = /"(.+)"\.$/.exec(unit.error)?.[1] ?? '';
    params.missingProperty = missing;
    property = `${property}.${missing}`;
  }
  return {
    name: unit.keyword,
    property,
    message: unit.error,
    params,
    stack: `${property} ${unit.error}`.trim(),
    schemaPath: unit.keywordLocation,
  };
}

function schemaErrors(schema: RJSFSchema, formData: unknown): RJSFValidationError[] {
  const result = new Validator(schema as Schema, '2020-12', false).validate(formData ?? {});
  return result.errors
    .filter((unit) => !CONTAINER_KEYWORDS.has(unit.keyword))
    .map(toValidationError);
}

/**
 * The register form's validator: react-jsonschema-form's validator contract on an interpreting
 * JSON Schema validator. The site's Content-Security-Policy allows no `eval`, and Ajv compiles
 * every schema into code, so Ajv cannot check a schema that only exists at run time
 * (docs/product/accounts.md#register-form).
 */
export class RegisterValidator implements ValidatorType<unknown> {
  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator<unknown>,
    transformErrors?: ErrorTransformer<unknown>,
    uiSchema?: UiSchema<unknown>,
  ): ValidationData<unknown> {
    let errors = schemaErrors(schema, formData);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<unknown>(errors);
    if (!customValidate) return { errors, errorSchema };
    const filled = getDefaultFormState<unknown>(this, schema, formData, schema, true);
    const handler = customValidate(
      filled,
      createErrorHandler<unknown>(filled),
      uiSchema,
      errorSchema,
    );
    return validationDataMerge<unknown>({ errors, errorSchema }, unwrapErrorHandler(handler));
  }

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    // A part of the form's schema may refer to the definitions of the whole.
    const withDefs: RJSFSchema =
      rootSchema.$defs === undefined ? schema : { $defs: rootSchema.$defs, ...schema };
    return new Validator(withDefs as Schema, '2020-12', true).validate(formData).valid;
  }

  rawValidation<Result = RJSFValidationError>(
    schema: RJSFSchema,
    formData?: unknown,
  ): { errors?: Result[]; validationError?: Error } {
    try {
      return { errors: schemaErrors(schema, formData) as Result[] };
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }
}
