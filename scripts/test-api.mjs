// Runs the API tests on the embedded PGlite, then again on PostgreSQL when one answers
// (TEST_DATABASE_URL, default the server at 127.0.0.1:5432). REQUIRE_POSTGRES=1 (set by .ci/run) makes the
// PostgreSQL run mandatory. Each run works in fresh databases of its own (apps/api/test/global-setup.ts).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const extraArgs = process.argv.slice(2);

function vitest(label, env) {
  console.info(`\n== API tests on ${label} ==`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (error) {
    console.warn(`PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')} did not answer: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let status = vitest('PGlite (embedded)', { TEST_DB: 'pglite' });
if (await postgresAnswers()) {
  status ||= vitest('PostgreSQL', { TEST_DB: 'postgres', TEST_DATABASE_URL: url });
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error('REQUIRE_POSTGRES=1 but PostgreSQL is not reachable: failing.');
  status ||= 1;
} else {
  console.warn('Skipping the PostgreSQL run (no server).');
}
process.exit(status);
