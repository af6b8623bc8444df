import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { NO_PERMISSION, TWO_FACTOR_NEEDED, type RouteAccess } from '../modules/staff/access.ts';
import { can, PERMISSIONS, type Permission } from '../modules/staff/permissions.ts';
import { unauthenticated, type RequestUser } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (docs/product/staff.md#roles); a route without it stops the app at start. */
    permission?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered so far with its declaration (the route matrix test reads it). */
    declaredRoutes: DeclaredRoute[];
    /**
     * For a route whose answer depends on the caller (the admin's product table behind a public listing): 401
     * without a token, 403 unless the caller may act with `permission`; answers the caller.
     */
    requirePermission: (request: FastifyRequest, permission: Permission) => Promise<RequestUser>;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  permission: RouteAccess;
}

const ACCESS = new Set<string>([...PERMISSIONS, 'public', 'signed-in']);

/** 403 unless the user may act with `permission`; STAFF_REQUIRE_2FA answers its own code until they enrol. */
function refuseUnless(user: RequestUser, permission: Permission): void {
  if (user.two_factor_required) throw new HttpError(403, TWO_FACTOR_NEEDED, { code: 'TWO_FACTOR_REQUIRED' });
  if (!can(user.role, permission)) throw new HttpError(403, NO_PERMISSION);
}

/** Marks a scope whose routes a library registers and which are public by nature (see registerPublic). */
const PUBLIC_LIBRARY_ROUTES = 'publicLibraryRoutes';

/**
 * Registers a library plugin whose routes are public by nature and cannot carry a declaration (@fastify/swagger-ui's
 * description pages, @fastify/static's files): every route it adds is `public`.
 */
export async function registerPublic(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => PromiseLike<unknown>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.decorate(PUBLIC_LIBRARY_ROUTES, true);
    await register(scope);
  });
}

/**
 * The declaration every route must make (docs/product/staff.md#roles), checked as it is registered. Routes that
 * libraries register are public by nature and handled here on purpose: CORS preflights (`OPTIONS *`, @fastify/cors)
 * and the scopes of registerPublic (the API description pages, the built web app's and the local images' files). Fastify's automatic HEAD routes copy their GET's declaration. The SSR and history fallback is a
 * not-found handler, not a route. Register this plugin before any route.
 */
export function checkDeclaration(this: FastifyInstance, route: RouteOptions): void {
  const methods = ([] as string[]).concat(route.method);
  const config = (route.config ?? {}) as { permission?: unknown };
  const byLibrary = methods.includes('OPTIONS') || this.hasDecorator(PUBLIC_LIBRARY_ROUTES);
  if (config.permission === undefined && byLibrary) {
    route.config = { ...config, permission: 'public' } as RouteOptions['config'];
    return;
  }
  if (typeof config.permission !== 'string' || !ACCESS.has(config.permission)) {
    const declared =
      config.permission === undefined ? 'declares no permission' : `declares ${String(config.permission)}`;
    throw new Error(
      `Route ${methods.join(',')} ${route.url} ${declared}: add config: { permission } with a Permission, 'public' or 'signed-in' (docs/product/staff.md#roles).`,
    );
  }
}

/** Refuses to register a route without a declaration, and lists the declared ones. */
export const routeDeclarations = fp(async (app) => {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    checkDeclaration.call(this, route);
    const permission = (route.config as { permission: RouteAccess }).permission;
    for (const method of ([] as string[]).concat(route.method)) declared.push({ method, url: route.url, permission });
  });
});

/**
 * The one check of every route's declaration (docs/decisions/004-admin-enforced-on-server.md): a Permission needs a
 * valid token (401) whose account's role, read from the database on this call, has it (403); `signed-in` needs a
 * valid token. Registered after the hooks that set security headers, so refusals carry them too.
 */
export default fp(async (app) => {
  async function requirePermission(request: FastifyRequest, permission: Permission): Promise<RequestUser> {
    const user = await app.identify(request);
    if (!user) throw unauthenticated();
    refuseUnless(user, permission);
    return user;
  }
  app.decorate('requirePermission', requirePermission);

  app.addHook('onRequest', async (request) => {
    // An unknown address (the not-found handlers) has no route and no declaration: it answers its 404.
    const access = request.routeOptions.config.permission;
    if (access === undefined || access === 'public') return;
    if (access === 'signed-in') {
      if (!(await app.identify(request))) throw unauthenticated();
      return;
    }
    await requirePermission(request, access);
  });
});
