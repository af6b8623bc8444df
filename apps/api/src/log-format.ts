import type { Config } from './config.ts';

/**
 * Whether log lines are readable (pino-pretty) rather than JSON (docs/configuration.md#log-format). `pretty` and
 * `json` force one; `auto` prints readable lines to a terminal in development and test, and JSON lines otherwise.
 * Production keeps JSON lines under `auto` even on a terminal (a store started by hand in a server's session, or
 * under a supervisor that gives it a terminal, still writes what a log collector parses): only an explicit
 * `LOG_FORMAT=pretty` makes it readable.
 */
export function prettyLogs(
  config: Pick<Config, 'LOG_FORMAT' | 'isProduction'>,
  terminal: boolean = process.stdout.isTTY === true,
): boolean {
  if (config.LOG_FORMAT !== 'auto') return config.LOG_FORMAT === 'pretty';
  return terminal && !config.isProduction;
}
