import 'server-only';
import { headers } from 'next/headers';
import { createCaller } from './trpc/app-router';
import { pageCache } from './platform/page-cache/next-page-cache';
import { appApi } from './api';
import { serverRuntime } from './runtime';
import { createContext } from './platform/context/context';

/**
 * The app router for Server Components and route handlers: the same procedures, access rules and errors as
 * REST and tRPC, called in this process on the database the server opened, with the visitor's own
 * credentials and language, and Next's page cache (revalidation works from a Server Action). No second
 * connection and no HTTP call to itself.
 */
export async function serverCaller() {
  const requestHeaders = Object.fromEntries(await headers());
  return createCaller(await createContext(serverRuntime(), requestHeaders, { routes: appApi().routes, pageCache }));
}
