import type { WidgetProps } from '../types';
import { ProfileCard } from './profile-card';
import { SubjectOverviewCards } from './subject-overview';

/** `subject-overview-social-module-profile-default`: the subject of the url, then its social profiles as cards. */
export function SubjectOverviewSocialModuleProfileDefault({ widget, page }: WidgetProps) {
  return (
    <SubjectOverviewCards
      widget={widget}
      page={page}
      word="profiles"
      testId="rbac-subject-profiles"
      items={(subject) => subject.profiles}
      card={(profile) => <ProfileCard profile={profile} language={page.language} />}
    />
  );
}
