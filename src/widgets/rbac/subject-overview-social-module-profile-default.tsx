import { localized } from '@/lib/i18n/text';
import { NoFoundItems } from '@/widgets/shared/no-found-items';
import type { WidgetProps } from '../types';
import { CARD_GRID } from './card-link';
import { ProfileCard } from './profile-card';
import { SubjectOverview, SubjectOverviewPart, urlSubject } from './subject-overview';
import { rbacWidgetWords } from './words';

/** `subject-overview-social-module-profile-default`: the subject of the url, then its social profiles as cards. */
export async function SubjectOverviewSocialModuleProfileDefault({ widget, page }: WidgetProps) {
  const subject = await urlSubject(page);
  if (!subject) return null;
  const title = localized(widget.title, page.language) || rbacWidgetWords(page.language).profiles;
  return (
    <SubjectOverview widget={widget} page={page} subject={subject}>
      <SubjectOverviewPart title={title} testId="rbac-subject-profiles">
        {subject.profiles.length ? (
          <ul className={CARD_GRID}>
            {subject.profiles.map((profile) => (
              <li key={profile.id}>
                <ProfileCard profile={profile} language={page.language} />
              </li>
            ))}
          </ul>
        ) : (
          <NoFoundItems language={page.language} />
        )}
      </SubjectOverviewPart>
    </SubjectOverview>
  );
}
