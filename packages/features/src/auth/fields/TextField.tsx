import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message when its input is refused; shown under it and announced with it. */
  error?: string | undefined;
}

/** A labelled input with its error under it (aria-invalid, aria-describedby). */
export function TextField({ label, value, onValueChange, error, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        className={`input input-bordered w-full ${error !== undefined ? 'input-error' : ''}`}
      />
      {error !== undefined && (
        <p id={errorId} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
