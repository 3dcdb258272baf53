import type { Metadata } from 'next';
import { rbacDictionary, type RbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';
import { RETURN_TO, safeReturnPath } from '@/shared/return-to';

/** The props of a page under /[language]. */
export interface LanguagePageProps {
  params: Promise<{ language: string }>;
}

/** The props of an accounts page that takes a return path (`?returnTo=`, shared/return-to.ts). */
export interface ReturningPageProps extends LanguagePageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The page the visitor came from, when the query names one of this site, else null. */
export const returnToOf = async (searchParams: ReturningPageProps['searchParams']): Promise<string | null> =>
  safeReturnPath((await searchParams)[RETURN_TO]);

/** A page's `generateMetadata`: its title in the page's language, picked from the dictionary (the layout adds the site's name). */
export const titleMetadata =
  (pick: (dictionary: RbacDictionary) => string) =>
  async ({ params }: LanguagePageProps): Promise<Metadata> => ({
    title: pick(rbacDictionary(await pageLanguage(params))),
  });
