import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** What a field's control carries so that its label and error message belong to it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label, the control `children` draws with the ids it is given, and the error message under it: the frame every
 * form field shares.
 */
export function FieldFrame({
  label,
  error,
  className = '',
  id,
  children,
}: {
  label: string;
  error?: string | undefined;
  className?: string | undefined;
  id?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink-soft">
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error message under it; an invalid field gets a red border. */
export function FormField({ label, error, className = '', id, ...props }: FormFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className} id={id}>
      {(control) => (
        <input
          {...control}
          className={`h-11 w-full rounded-md border bg-white px-3 text-sm text-ink outline-none focus:border-ink ${error ? 'border-red-600' : 'border-line'}`}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
