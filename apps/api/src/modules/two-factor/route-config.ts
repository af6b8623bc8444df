import type { Permission } from '../staff/permissions.ts';

/**
 * Every route names its access in `config.permission` (docs/product/staff.md#roles). Declared here until the one
 * hook that enforces it lands with its own declaration; identical declarations merge.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission | 'public' | 'signed-in';
  }
}

export {};
