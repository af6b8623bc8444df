/** A setting the store refuses to start with; the message names the variable (docs/configuration.md). */
export class ConfigError extends Error {}
