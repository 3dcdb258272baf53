import { SiteLink } from '@/components/site/site-link';
import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import type { PublicProfile } from '@/server/modules/social/widget-content.service';
import { CARD_HEADING, CARD_LINK } from './card-link';

/** A social profile as a card linking to its page, `/social/profiles/{slug}`: title (else slug) and subtitle. */
export function ProfileCard({ profile, language }: { profile: PublicProfile; language: Language }) {
  const subtitle = localized(profile.subtitle, language);
  return (
    <SiteLink
      href={`/${language}/social/profiles/${encodeURIComponent(profile.slug)}`}
      className={`${CARD_LINK} gap-2 p-6`}
      data-testid="rbac-profile-card"
    >
      <h3 className={CARD_HEADING}>{localized(profile.title, language) || profile.slug}</h3>
      {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
    </SiteLink>
  );
}
