import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/app.ts';
import { loadConfig } from './config.ts';
import { prettyLogs } from './log-format.ts';

// The log format (docs/configuration.md#log-format), decided from the configuration as the store reads it.

const configOf = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'store-log-format-')), ...env });

describe('log format', () => {
  it('keeps JSON lines in production under auto, on a terminal or not', () => {
    expect(prettyLogs(configOf(PRODUCTION_ENV), true)).toBe(false);
    expect(prettyLogs(configOf({ ...PRODUCTION_ENV, LOG_FORMAT: 'auto' }), true)).toBe(false);
    expect(prettyLogs(configOf(PRODUCTION_ENV), false)).toBe(false);
  });

  it('prints readable lines in production only when LOG_FORMAT=pretty says so', () => {
    expect(prettyLogs(configOf({ ...PRODUCTION_ENV, LOG_FORMAT: 'pretty' }), false)).toBe(true);
    expect(prettyLogs(configOf({ ...PRODUCTION_ENV, LOG_FORMAT: 'pretty' }), true)).toBe(true);
    expect(prettyLogs(configOf({ ...PRODUCTION_ENV, LOG_FORMAT: 'json' }), true)).toBe(false);
  });

  it('follows the output in development under auto: readable on a terminal, JSON otherwise', () => {
    expect(prettyLogs(configOf({}), true)).toBe(true);
    expect(prettyLogs(configOf({}), false)).toBe(false);
    expect(prettyLogs(configOf({ NODE_ENV: 'test' }), true)).toBe(true);
  });

  it('lets pretty and json force one in development, whatever the output', () => {
    expect(prettyLogs(configOf({ LOG_FORMAT: 'json' }), true)).toBe(false);
    expect(prettyLogs(configOf({ LOG_FORMAT: 'pretty' }), false)).toBe(true);
  });
});
