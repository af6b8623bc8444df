import type { FastifyInstance } from 'fastify';

/**
 * Proves a mobile number as a shopper would (docs/product/accounts.md#mobile-number): a `verify` code to it, the
 * code the development console provider answers to a client on this machine, then the proof of
 * POST /Otp/verify-otp. `remoteAddress` must be a loopback address (the code is answered only to those).
 */
export async function provePhone(app: FastifyInstance, phone: string, remoteAddress = '127.0.0.1'): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/Otp/send-otp',
    remoteAddress,
    payload: { phone_number: phone, purpose: 'verify' },
  });
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.body}`);
  const { dev_code } = sent.json() as { dev_code?: string };
  if (!dev_code) throw new Error(`send-otp answered no dev_code to ${remoteAddress}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/Otp/verify-otp',
    remoteAddress,
    payload: { phone_number: phone, OtpCode: dev_code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp failed: ${verified.body}`);
  return (verified.json() as { proof: string }).proof;
}

/** A registration as the Register form sends it: the number proven first. */
export async function registerWithProvenPhone(
  app: FastifyInstance,
  account: { first_name: string; last_name?: string; email: string; password: string; phone: string },
  remoteAddress = '127.0.0.1',
) {
  const phone_proof = await provePhone(app, account.phone, remoteAddress);
  return app.inject({
    method: 'POST',
    url: '/api/User/Register',
    remoteAddress,
    payload: { ...account, phone_proof },
  });
}
