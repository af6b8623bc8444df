import { loadConfig } from '../config.ts';
import { resetSecondStepByEmail, UnknownAccountError } from '../modules/two-factor/reset.ts';
import { openConfiguredDatabase, runScript } from './script.ts';

class UsageError extends Error {}

/**
 * `npm run admin:reset-2fa -- <email>`: clears an account's two-step sign-in (an owner who lost both phone and backup
 * codes) and ends its sessions, with an audit row of the role `cli` (docs/operations.md#two-step-sign-in-reset).
 */
async function main() {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) throw new UsageError('Usage: npm run admin:reset-2fa -- <email>');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const { email: account, wasEnabled } = await resetSecondStepByEmail(database.db, email);
    console.info(
      wasEnabled
        ? `Two-step sign-in of ${account} is reset and its sessions ended. Sign in with the password, then set it up again on the Security page.`
        : `${account} had no two-step sign-in; its sessions are ended. The reset is in the audit log.`,
    );
  } finally {
    await database.close();
  }
}

runScript(main, [UsageError, UnknownAccountError]);
