// The catalogue import's API as the import row drives it (docs/benchmarks.md#import): the owner's sign-in, the
// export, the upload and the job's polling, each through the real routes (docs/product/api.md#catalogue-import).
import { createWriteStream, openAsBlob } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const POLL_MS = 100;
const settled = (job) => job.status !== 'checking' && job.status !== 'applying';

/**
 * The owner (ADMIN_EMAIL, the development default unless the environment sets one) signed in: the bench's stores
 * run in development, where two-step sign-in is not required (STAFF_REQUIRE_2FA unset), so email and password do.
 */
export async function ownerApi(base) {
  const email = process.env.ADMIN_EMAIL ?? 'admin@store.local';
  const password = process.env.ADMIN_PASSWORD ?? 'admin12345';
  const signIn = await fetch(`${base}/api/User`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`signing in as ${email}: ${signIn.status} ${await signIn.text()}`);
  const { token } = await signIn.json();
  const headers = { authorization: `Bearer ${token}` };

  async function call(method, url, body, type) {
    const response = await fetch(base + url, {
      method,
      headers: type ? { ...headers, 'content-type': type } : headers,
      body,
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response;
  }
  const job = async (id) => (await call('GET', `/api/admin/catalogue/imports/${id}`)).json();
  /** Polls the import until `done(job)`; answers the job and when it was seen. */
  async function until(id, done) {
    for (;;) {
      const seen = await job(id);
      if (done(seen)) return { job: seen, at: performance.now() };
      if (settled(seen)) throw new Error(`import ${id} ended ${seen.status}: ${seen.error ?? 'no error given'}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  return {
    job,
    until,
    /** GET /api/admin/catalogue.csv into `file`, streamed. */
    async exportTo(file) {
      const response = await call('GET', '/api/admin/catalogue.csv');
      await pipeline(Readable.fromWeb(response.body), createWriteStream(file));
    },
    /**
     * Uploads the file and waits for its dry run: answers the checked job, the seconds of the upload (until its
     * 202) and of the dry run (from the 202 until the job is seen checked). Refuses a report with errors.
     */
    async check(file, { createMissing }) {
      const form = new FormData();
      form.set('file', await openAsBlob(file, { type: 'text/csv' }), path.basename(file));
      form.set('create_missing', String(createMissing));
      const started = performance.now();
      const { id } = await (await call('POST', '/api/admin/catalogue/imports', form)).json();
      const uploaded = performance.now();
      const { job: checked, at } = await until(id, (seen) => seen.status === 'checked');
      if (checked.report.error_count > 0) {
        throw new Error(`import ${id} has ${checked.report.error_count} errors: ${checked.report.errors[0]?.message}`);
      }
      return { id, job: checked, uploadSeconds: (uploaded - started) / 1000, seconds: (at - uploaded) / 1000 };
    },
    /** Cancels the import (an applying one stops after its batch). */
    async cancel(id) {
      await call('POST', `/api/admin/catalogue/imports/${id}/cancel`);
    },
    /** Asks for the apply; answers when it was asked, and a promise of the ended job and when it was seen ended. */
    async apply(id) {
      const asked = performance.now();
      await call('POST', `/api/admin/catalogue/imports/${id}/apply`, JSON.stringify({}), 'application/json');
      return { asked, ended: until(id, settled) };
    },
  };
}

/** Applies a checked import and waits for it: the done job and the apply's seconds (from the ask until done). */
export async function applied(api, id) {
  const { asked, ended } = await api.apply(id);
  const { job, at } = await ended;
  if (job.status !== 'done') throw new Error(`import ${id} ended ${job.status}: ${job.error ?? ''}`);
  return { job, seconds: (at - asked) / 1000 };
}
