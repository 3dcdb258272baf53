import type { ReactNode } from 'react';
import { cache } from 'react';
import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { publicSubjectBySlug, type PublicSubject } from '@/server/modules/rbac/widget-content.service';
import { CARD_GRID } from '@/widgets/shared/card';
import { siteDatabase } from '@/server/pages/site-database';
import { NoFoundItems } from '@/widgets/shared/no-found-items';
import { RichText } from '@/widgets/shared/rich-text';
import type { PageContext, WidgetProps, WidgetRecord } from '../types';
import { subjectName } from './subject-name';
import { rbacWidgetDictionary } from './dictionary';

/** The url segment naming the subject of a subject page (`/rbac/subjects/[rbac.subjects.slug]`). */
export const SUBJECT_SEGMENT = 'rbac.subjects.slug';

/** Read once per request: the overview variants on one page share it. */
const subjectBySlug = cache((slug: string) => publicSubjectBySlug(siteDatabase(), slug));

/** The subject of the page's url, or null (no such segment, or no such subject: the page has 404ed before). */
export async function urlSubject(page: PageContext): Promise<PublicSubject | null> {
  const slug = page.segments[SUBJECT_SEGMENT];
  return slug ? subjectBySlug(slug) : null;
}

/**
 * A subject's page: its first profile's title (else its slug) as the page's heading, subtitle and description, then
 * what the variant adds (`children`). Nothing personal: the subject is its public projection.
 */
export function SubjectOverview({
  widget,
  page,
  subject,
  children,
}: {
  widget: WidgetRecord;
  page: PageContext;
  subject: PublicSubject;
  children?: ReactNode;
}) {
  const profile = subject.profiles[0];
  const subtitle = localized(profile?.subtitle, page.language);
  return (
    <article
      id={widget.anchor || undefined}
      className={cn('site-container py-12 md:py-16', widget.className)}
      data-testid="rbac-subject-overview"
    >
      <header className="max-w-3xl">
        <h1 className="font-heading text-3xl leading-tight break-words md:text-5xl">{subjectName(subject, page.language)}</h1>
        {subtitle ? <p className="mt-3 text-lg text-muted-foreground md:text-xl">{subtitle}</p> : null}
      </header>
      {profile ? <RichText value={profile.description} language={page.language} className="mt-8" /> : null}
      {children}
    </article>
  );
}

/**
 * A subject's page, then one titled part listing some of its records as cards (its projects, its profiles): the
 * widget's title, else the variant's word; what an empty list says when it has none. Cards are keyed by slug.
 */
export async function SubjectOverviewCards<Item extends { slug: string }>({
  widget,
  page,
  word,
  testId,
  items,
  card,
}: WidgetProps & {
  word: keyof ReturnType<typeof rbacWidgetDictionary>;
  testId: string;
  items: (subject: PublicSubject) => Item[];
  card: (item: Item) => ReactNode;
}) {
  const subject = await urlSubject(page);
  if (!subject) return null;
  const list = items(subject);
  return (
    <SubjectOverview widget={widget} page={page} subject={subject}>
      <section className="mt-12 md:mt-16" data-testid={testId}>
        <h2 className="mb-6 font-heading text-2xl leading-tight md:text-3xl">
          {localized(widget.title, page.language) || rbacWidgetDictionary(page.language)[word]}
        </h2>
        {list.length ? (
          <ul className={CARD_GRID}>
            {list.map((item) => (
              <li key={item.slug}>{card(item)}</li>
            ))}
          </ul>
        ) : (
          <NoFoundItems language={page.language} />
        )}
      </section>
    </SubjectOverview>
  );
}
