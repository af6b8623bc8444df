import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from '@/components/ui/form-field';
import { nationalNumber } from '../utils/phone-number';

interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  label: string;
  value: string;
  onValueChange: (digits: string) => void;
  error?: string | undefined;
}

/** An Indian mobile number: a fixed +91 prefix and 10 digits (see nationalNumber for what typing or pasting keeps). */
export function PhoneField({ label, value, onValueChange, error, className = '', id, ...props }: PhoneFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className} id={id}>
      {(control) => (
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
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={value}
            onChange={(event) => onValueChange(nationalNumber(event.target.value))}
            className="min-w-0 flex-1 px-3 text-sm tracking-wider text-ink outline-none"
            {...props}
          />
        </div>
      )}
    </FieldFrame>
  );
}
