import { useId, type InputHTMLAttributes } from 'react';
import { nationalNumber } from '../utils/phone-number';

interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  label: string;
  value: string;
  onValueChange: (digits: string) => void;
  error?: string | undefined;
}

/** An Indian mobile number: a fixed +91 prefix and 10 digits (see nationalNumber for what typing or pasting keeps). */
export function PhoneField({ label, value, onValueChange, error, className = '', id, ...props }: PhoneFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink-soft">
        {label}
      </label>
      <div
        className={`flex h-11 overflow-hidden rounded-md border bg-white focus-within:border-ink ${error ? 'border-red-600' : 'border-line'}`}
      >
        <span
          className="flex items-center border-r border-line bg-canvas px-3 text-sm font-semibold text-ink-soft"
          aria-hidden="true"
        >
          +91
        </span>
        <input
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(event) => onValueChange(nationalNumber(event.target.value))}
          className="min-w-0 flex-1 px-3 text-sm tracking-wider text-ink outline-none"
          {...props}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
