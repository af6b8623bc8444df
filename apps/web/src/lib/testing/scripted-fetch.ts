import { vi } from 'vitest';

/**
 * For tests: replaces `fetch` with one that answers the given `[status, body]` replies in order (a 500 once they run
 * out); undo it with `vi.unstubAllGlobals()` after each test. Answers the mock, to read what was sent.
 */
export function scriptedFetch(...replies: Array<[number, unknown]>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const [status, body] = replies.shift() ?? [500, {}];
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
