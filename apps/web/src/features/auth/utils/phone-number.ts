/**
 * What goes into a 10-digit mobile field (digits only, exactly 10): everything that is not a
 * digit is dropped, and a pasted number written with the country code (+91 …) or a trunk 0 loses it, since
 * the field shows +91 itself.
 */
export function nationalNumber(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > 10 && /^\s*\+?91/.test(text.trim()) && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 10);
}
