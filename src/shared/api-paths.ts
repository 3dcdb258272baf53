/** Where the typed tRPC client is served (the REST adapter has every other `/api/*` path). */
export const TRPC_PATH = '/api/trpc';

/** How a write presents RBAC_SECRET_KEY until accounts and roles exist. */
export const SECRET_KEY_HEADER = 'x-rbac-secret-key';
export const SECRET_KEY_COOKIE = 'rbac.secret-key';

/** next-auth's endpoints: not routes of the table, served by Next.js (src/server/next-auth.ts). */
export const NEXT_AUTH_PATH = '/api/auth';
