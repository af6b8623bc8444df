import type { StaffRoleName } from '@store/shared/schemas/staff';
import { bearer, type TestApp } from './app.ts';

// Staff members for the API tests: invited by the owner through the API and accepted with the invitation's token.

export const STAFF_PASSWORD = 'staff-pass-123';

/** The owner invites `email` as `role`: the 201 answer, with the development token (a client on this machine). */
export async function invite(t: TestApp, email: string, role: StaffRoleName, name = 'Meera Iyer') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: bearer(await t.adminToken()),
    payload: { email, name, role },
  });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.body}`);
  return response.json() as { id: string; invite_expires_at: string; dev_invite_token: string };
}

/** Accepts an invitation: the answer as it is (200 with a token, or the refusal). */
export const accept = (t: TestApp, token: string, password = STAFF_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/User/accept-invite', payload: { token, password } });

let members = 0;

/** A member of the staff with `role`, signed in: their token. */
export async function staffToken(t: TestApp, role: StaffRoleName, email = `${role}-${++members}@staff.test`) {
  const invited = await invite(t, email, role);
  const accepted = await accept(t, invited.dev_invite_token);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return (accepted.json() as { token: string }).token;
}
