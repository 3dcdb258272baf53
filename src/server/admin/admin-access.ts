import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import {
  ADMIN_CONTENT_LANGUAGE_COOKIE,
  ADMIN_LANGUAGE_COOKIE,
  adminContentLanguage,
  adminInterfaceLanguage,
  refererLanguage,
} from '@/shared/admin/admin-language';
import type { EntitySummary } from '@/shared/admin/entity-summary';
import { isLanguage, type Language } from '@/shared/languages';
import { identityName } from '@/shared/rbac-subject';
import { pageCache } from '@/server/platform/page-cache/next-page-cache';
import { appApi } from '@/server/api';
import { serverRuntime } from '@/server/runtime';
import { callerMayUse } from '@/server/platform/procedures/access';
import { createContext } from '@/server/platform/context/context';
import { currentSubject } from '@/server/pages/current-subject';
import { entitySummaries } from './entity-summaries';

export interface AdminVisitor {
  /**
   * The entities the visitor may manage: those whose list route their roles permit (all, with the secret key).
   * Empty: the visitor is no administrator. The screens are a convenience; every call they make is checked again.
   */
  summaries: EntitySummary[];
  /** Multilingual texts show in this language: the admin's content switch, else the interface's language. */
  language: Language;
  /**
   * The admin's own words (navigation, buttons, dialogs): its interface switch, else the language of the site page
   * it was opened from, else the site's (cookie, Accept-Language, default).
   */
  interfaceLanguage: Language;
  /** Whether the interface language came from the page the visitor came from (the admin then keeps it as the site's). */
  languageFromReferer: boolean;
  /** The signed-in subject's name (email, else wallet), or null: nobody, or an anonymous session. */
  signedInAs: string | null;
}

/** Who is looking at the admin, read once per request. */
export const adminVisitor = cache(async (): Promise<AdminVisitor> => {
  const requestHeaders = await headers();
  const ctx = await createContext(serverRuntime(), Object.fromEntries(requestHeaders), {
    routes: appApi().routes,
    pageCache,
  });
  const jar = await cookies();
  const [permitted, subject] = await Promise.all([
    Promise.all(entitySummaries.map((summary) => callerMayUse(ctx, [{ method: 'GET', path: summary.path }]))),
    ctx.credentials.subject.state === 'valid' ? currentSubject() : null,
  ]);
  const chosen = jar.get(ADMIN_LANGUAGE_COOKIE)?.value;
  const cameFrom = refererLanguage(requestHeaders.get('referer') ?? undefined, requestHeaders.get('host') ?? undefined);
  const interfaceLanguage = adminInterfaceLanguage({ chosen, cameFrom, site: ctx.language });
  const named = subject?.identities.map(identityName).find(Boolean);
  return {
    summaries: entitySummaries.filter((_, index) => permitted[index]),
    language: adminContentLanguage(jar.get(ADMIN_CONTENT_LANGUAGE_COOKIE)?.value, interfaceLanguage),
    interfaceLanguage,
    // Only where the page came from decided it, and the site's own language says otherwise.
    languageFromReferer: !isLanguage(chosen) && cameFrom !== undefined && cameFrom !== ctx.language,
    signedInAs: named ?? null,
  };
});
