import { SiteLink } from '@/components/site/site-link';
import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import type { PublicSubject } from '@/server/modules/rbac/widget-content.service';
import { CARD_HEADING, CARD_LINK } from './card-link';
import { subjectHref, subjectName } from './subject-name';

/** A subject as a card linking to its page: its profile's title (else its slug) and subtitle. Nothing personal. */
export function SubjectCard({ subject, language }: { subject: PublicSubject; language: Language }) {
  const subtitle = localized(subject.profiles[0]?.subtitle, language);
  return (
    <SiteLink href={subjectHref(subject.slug, language)} className={`${CARD_LINK} gap-2 p-6`} data-testid="rbac-subject-card">
      <h3 className={CARD_HEADING}>{subjectName(subject, language)}</h3>
      {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
    </SiteLink>
  );
}
