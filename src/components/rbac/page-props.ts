import type { Metadata } from 'next';
import { rbacDictionary, type RbacDictionary } from '@/components/rbac/dictionary';
import { pageLanguage } from '@/lib/page-language';

/** The props of a page under /[language]. */
export interface LanguagePageProps {
  params: Promise<{ language: string }>;
}

/** A page's `generateMetadata`: its title in the page's language, picked from the dictionary. */
export const titleMetadata =
  (pick: (dictionary: RbacDictionary) => string) =>
  async ({ params }: LanguagePageProps): Promise<Metadata> => ({
    title: pick(rbacDictionary(await pageLanguage(params))),
  });
