import 'server-only';
import { headers } from 'next/headers';
import { createCaller } from './trpc/app-router';
import { pageCache } from './page-cache/next-page-cache';
import { serverRuntime } from './runtime';
import { createContext } from './trpc/context';

/**
 * The app router for Server Components and route handlers: the same procedures, access rules and errors as
 * REST and tRPC, called in this process on the database the server opened, with the visitor's own
 * credentials and language, and Next's page cache (revalidation works from a Server Action). No second
 * connection and no HTTP call to itself.
 */
export async function serverCaller() {
  const requestHeaders = Object.fromEntries(await headers());
  return createCaller(await createContext(serverRuntime(), requestHeaders, { pageCache }));
}
