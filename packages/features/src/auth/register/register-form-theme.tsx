import type {
  BaseInputTemplateProps,
  FieldErrorProps,
  FieldHelpProps,
  FieldTemplateProps,
  RegistryWidgetsType,
  TemplatesType,
  WidgetProps,
} from '@rjsf/utils';
import { ariaDescribedByIds, errorId, getInputProps, helpId } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { Field, inputClass } from '@wl/widgets/forms';

/** A text input in daisyUI's look; marked invalid while its field has errors. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, readonly, disabled, autofocus, onBlur, onFocus, onChange } = props;
  const { options, schema, rawErrors, placeholder, onChangeOverride } = props;
  const value: unknown = props.value;
  const type = typeof props.type === 'string' ? props.type : undefined;
  const inputProps = getInputProps(schema, type, options);
  const autoComplete: unknown = options.autocomplete;
  const invalid = (rawErrors ?? []).length > 0;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <input
      id={id}
      name={htmlName ?? id}
      className={inputClass(invalid)}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      autoComplete={typeof autoComplete === 'string' ? autoComplete : undefined}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      {...inputProps}
      aria-invalid={invalid}
      aria-describedby={ariaDescribedByIds(id, Boolean(schema.examples))}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/**
 * A field as every form of the site shows it (the kit's `Field`: label with * when required, the
 * input, its messages); the input and its ids are the form's. Fields that label themselves (the
 * phone number, the captcha, the 18+ consent) are shown as they are.
 */
function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, hidden, children, errors, help, schema } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  if (schema.type === 'object') return children;
  if (!displayLabel) {
    return (
      <div className="mb-3 flex w-full flex-col gap-1" data-field={id}>
        {children}
        {errors}
      </div>
    );
  }
  return (
    <Field
      id={id}
      label={label}
      required={required}
      messages={
        <>
          {help}
          {errors}
        </>
      }
    >
      {() => children}
    </Field>
  );
}

/** The field's messages, read out with its input (aria-describedby). */
function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const list = (errors ?? []).filter((error) => error !== '');
  if (list.length === 0) return null;
  return (
    <p id={errorId(fieldPathId)} className="text-error text-sm">
      {list.map((error, index) => (
        <span key={index} className="block">
          {error}
        </span>
      ))}
    </p>
  );
}

/** The rule a field states under its input (ui:help), read out with it (aria-describedby). */
function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (help === undefined || help === '') return null;
  return (
    <p id={helpId(fieldPathId)} className="text-sm opacity-80">
      {help}
    </p>
  );
}

/** A checkbox with its label beside it (the 18+ consent). */
function CheckboxWidget(props: WidgetProps) {
  const { id, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors } = props;
  const value: unknown = props.value;
  const invalid = (rawErrors ?? []).length > 0;
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        id={id}
        name={id}
        className={`checkbox checkbox-sm${invalid ? ' checkbox-error' : ''}`}
        checked={value === true}
        disabled={disabled || readonly}
        aria-invalid={invalid}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** The register form's look: daisyUI inputs, labels and messages; no summary list. */
export const REGISTER_TEMPLATES: Partial<TemplatesType> = {
  BaseInputTemplate,
  FieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
};

export const REGISTER_WIDGETS: RegistryWidgetsType = { CheckboxWidget };
