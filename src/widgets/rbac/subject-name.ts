import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import type { PublicSubject } from '@/server/modules/rbac/widget-content.service';

/** How a subject is named on the site: the first of its profiles' titles in the page's language, else its slug. */
export function subjectName(subject: PublicSubject, language: Language): string {
  const title = subject.profiles.map((profile) => localized(profile.title, language)).find(Boolean);
  return title || subject.slug;
}

/** The subject's page. */
export const subjectHref = (slug: string, language: Language) => `/${language}/rbac/subjects/${encodeURIComponent(slug)}`;
