import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import type { EntitySummary } from '@/shared/admin/entity-summary';
import type { Language } from '@/shared/languages';
import { pageCache } from '@/server/platform/page-cache/next-page-cache';
import { appApi } from '@/server/api';
import { serverRuntime } from '@/server/runtime';
import { callerMayUse } from '@/server/platform/procedures/access';
import { createContext } from '@/server/platform/context/context';
import { entitySummaries } from './entity-summaries';

export interface AdminVisitor {
  /**
   * The entities the visitor may manage: those whose list route their roles permit (all, with the secret key).
   * Empty: the visitor is no administrator. The screens are a convenience; every call they make is checked again.
   */
  summaries: EntitySummary[];
  /** Multilingual texts show in the visitor's language (cookie, else Accept-Language, else the default). */
  language: Language;
}

/** Who is looking at the admin, read once per request. */
export const adminVisitor = cache(async (): Promise<AdminVisitor> => {
  const ctx = await createContext(serverRuntime(), Object.fromEntries(await headers()), { routes: appApi().routes, pageCache });
  const permitted = await Promise.all(
    entitySummaries.map((summary) => callerMayUse(ctx, [{ method: 'GET', path: summary.path }])),
  );
  return { summaries: entitySummaries.filter((_, index) => permitted[index]), language: ctx.language };
});
