import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';

/** The account row of an email as the database holds it, for tests that check what changed. */
export async function userRow(database: Database, email: string) {
  const [row] = await database.db
    .select({
      user_id: users.user_id,
      first_name: users.first_name,
      password_hash: users.password_hash,
      phone: users.phone,
      phone_claim: users.phone_claim,
      email_verified_at: users.email_verified_at,
      token_version: users.token_version,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row!;
}
