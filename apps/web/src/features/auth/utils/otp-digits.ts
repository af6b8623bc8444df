/** One-time codes have 6 digits, one box each (docs/product/accounts.md#one-time-codes). */
export const OTP_LENGTH = 6;

export type OtpDigits = readonly string[];

export interface OtpEdit {
  digits: string[];
  /** The box that should have the focus afterwards. */
  focus: number;
}

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

export const codeOf = (digits: OtpDigits): string => digits.join('');

export const isComplete = (digits: OtpDigits): boolean =>
  digits.length === OTP_LENGTH && digits.every((digit) => /^\d$/.test(digit));

/**
 * What was typed into a box that already held `previous`: the browser gives the old and the new character
 * together when the old one was not selected, and the new one is what the shopper meant.
 */
export function typedText(previous: string, value: string): string {
  if (!previous || value.length !== previous.length + 1) return value;
  if (value.startsWith(previous)) return value.slice(previous.length);
  if (value.endsWith(previous)) return value.slice(0, value.length - previous.length);
  return value;
}

/**
 * Typing or pasting `text` into box `index`: its digits fill that box and the ones after it (a pasted code
 * fills all six from the first box); anything that is not a digit is ignored. Focus moves past the last
 * digit written, staying on the last box.
 */
export function enterText(digits: OtpDigits, index: number, text: string): OtpEdit {
  const next = [...digits];
  const incoming = text
    .replace(/\D/g, '')
    .slice(0, OTP_LENGTH - index)
    .split('');
  if (incoming.length === 0) return { digits: next, focus: index };
  incoming.forEach((digit, offset) => {
    next[index + offset] = digit;
  });
  return { digits: next, focus: Math.min(index + incoming.length, OTP_LENGTH - 1) };
}

/** Backspace in box `index`: clears it, or when it is already empty clears the box before and moves there. */
export function backspace(digits: OtpDigits, index: number): OtpEdit {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  if (index === 0) return { digits: next, focus: 0 };
  next[index - 1] = '';
  return { digits: next, focus: index - 1 };
}
