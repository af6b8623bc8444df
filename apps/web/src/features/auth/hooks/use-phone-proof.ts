import { useState } from 'react';
import { sendOtp } from '../api/otp';

/** A form's input waiting for the code sent to its number, with the TEST MODE code of a development store. */
export interface Proving<T> {
  input: T;
  devCode: string | undefined;
}

/**
 * Proving a form's mobile number before it is saved (docs/product/accounts.md#mobile-number): `askForCode` sends a
 * `verify` code to the input's number and keeps the input for the code step; a failure goes to `onFailure`.
 */
export function usePhoneProof<T extends { phone: string }>(onFailure: (error: unknown) => void) {
  const [sending, setSending] = useState(false);
  const [proving, setProving] = useState<Proving<T> | null>(null);
  const askForCode = async (input: T) => {
    setSending(true);
    try {
      const sent = await sendOtp(input.phone, 'verify');
      setProving({ input, devCode: sent.dev_code });
    } catch (error) {
      onFailure(error);
    } finally {
      setSending(false);
    }
  };
  return { sending, proving, setProving, askForCode };
}
