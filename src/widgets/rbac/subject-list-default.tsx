import { siteDatabase } from '@/server/pages/site-database';
import { CARD_GRID } from '@/widgets/shared/card';
import { NoFoundItems } from '@/widgets/shared/no-found-items';
import { WidgetSection } from '@/widgets/shared/widget-section';
import { publicSubjects } from '@/server/modules/rbac/widget-content.service';
import type { WidgetProps } from '../types';
import { SubjectCard } from './subject-card';

/** `subject-list-default`: cards of the subjects (the first 48 in the admin's order) linking to their pages. */
export async function SubjectListDefault({ widget, page }: WidgetProps) {
  const subjects = await publicSubjects(siteDatabase());
  return (
    <WidgetSection widget={widget} language={page.language}>
      <div data-testid="rbac-subject-list">
        {subjects.length ? (
          <ul className={CARD_GRID}>
            {subjects.map((subject) => (
              <li key={subject.slug}>
                <SubjectCard subject={subject} language={page.language} />
              </li>
            ))}
          </ul>
        ) : (
          <NoFoundItems language={page.language} />
        )}
      </div>
    </WidgetSection>
  );
}
