import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FormField } from '@/components/ui/form-field';

const controlClass = (error: string | undefined) =>
  `w-full rounded-md border bg-white px-3 text-sm text-ink outline-none focus:border-ink ${error ? 'border-red-600' : 'border-line'}`;

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {error}
    </p>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled text area with its error under it (docs/product/admin.md#forms-and-toasts). */
export function TextAreaField({ label, error, className = '', ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-soft">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClass(error)} py-2`}
        {...props}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export function SelectField({ label, error, className = '', children, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-soft">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClass(error)} h-11`}
        {...props}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

export function CheckboxField({ label, className = '', ...props }: CheckboxFieldProps) {
  return (
    <label className={`flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink ${className}`}>
      <input type="checkbox" className="size-5 accent-brand" {...props} />
      {label}
    </label>
  );
}

/** The Name field and, unless left out, the Description under it: how most admin forms begin. */
export function NameFields({
  values,
  errors,
  onChange,
  withDescription = true,
}: {
  values: { name: string; description: string };
  errors: Record<string, string>;
  onChange: (field: 'name' | 'description', value: string) => void;
  withDescription?: boolean;
}) {
  return (
    <>
      <FormField
        label="Name"
        name="name"
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={errors.name}
        autoComplete="off"
      />
      {withDescription && (
        <TextAreaField
          label="Description"
          name="description"
          value={values.description}
          onChange={(event) => onChange('description', event.target.value)}
          error={errors.description}
        />
      )}
    </>
  );
}
