import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { backspace, enterText, OTP_LENGTH, typedText, type OtpEdit } from '../utils/otp-digits';

interface OtpBoxesProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  describedBy?: string | undefined;
}

/**
 * Six single-character boxes (docs/product/accounts.md#one-time-codes). A digit moves on to the next box, a pasted code
 * fills the boxes from the one pasted into, Backspace in an empty box goes back and clears the one before, arrows move.
 */
export function OtpBoxes({
  digits,
  onChange,
  disabled = false,
  invalid = false,
  autoFocus = false,
  describedBy,
}: OtpBoxesProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const apply = ({ digits: next, focus }: OtpEdit) => {
    onChange(next);
    const box = boxes.current[focus];
    box?.focus();
    box?.select();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspace(digits, index));
    } else if (event.key === 'Delete') {
      event.preventDefault();
      apply({ digits: digits.map((digit, position) => (position === index ? '' : digit)), focus: index });
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterText(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <div
      role="group"
      aria-label="One-time code"
      aria-describedby={describedBy}
      className="mt-5 flex justify-between gap-2"
    >
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid ? true : undefined}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={digits[index] ?? ''}
          onFocus={(event) => event.target.select()}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onChange={(event) => apply(enterText(digits, index, typedText(digits[index] ?? '', event.target.value)))}
          className={`h-12 w-11 min-w-0 rounded-lg border bg-white text-center font-mono text-xl font-bold text-ink outline-none focus:border-ink focus:ring-2 focus:ring-brand/30 disabled:bg-canvas md:h-14 md:w-12 ${
            invalid ? 'border-red-600' : 'border-line'
          }`}
        />
      ))}
    </div>
  );
}
