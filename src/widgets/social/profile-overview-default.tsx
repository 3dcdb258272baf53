import { cache } from 'react';
import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { profileBySlug } from '@/server/modules/social/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { RichText } from '@/widgets/shared/rich-text';
import type { WidgetProps } from '../types';
import { WriteButtonIsland } from './chat/chat-islands';
import { socialWidgetDictionary } from './dictionary';

/** The url segment naming the profile of a profile page (`/social/profiles/[social.profiles.slug]`). */
const PROFILE_SEGMENT = 'social.profiles.slug';

/** Read once per request, however many widgets of the page show the profile. */
const urlProfile = cache((slug: string) => profileBySlug(siteDatabase(), slug));

/**
 * `profile-overview-default`: the profile of the url, its title as the page's heading, subtitle, «Написать» when it
 * is open to conversations, and description as rich text. No profile (no such segment or record: the page has 404ed before) renders nothing. A social widget links
 * no profiles, so the url is the only source.
 */
export async function ProfileOverviewDefault({ widget, page }: WidgetProps) {
  const slug = page.segments[PROFILE_SEGMENT];
  const profile = slug ? await urlProfile(slug) : null;
  if (!profile) return null;
  const subtitle = localized(profile.subtitle, page.language);
  return (
    <article
      id={widget.anchor || undefined}
      className={cn('site-container py-12 md:py-16', widget.className, profile.className)}
      data-testid="social-profile-overview"
    >
      <header className="max-w-3xl">
        <h1 className="font-heading text-3xl leading-tight break-words md:text-5xl">
          {/* A visitor's profile made by their first conversation has no title, and its slug is no name. */}
          {localized(profile.title, page.language) || socialWidgetDictionary(page.language).unnamedProfile}
        </h1>
        {subtitle ? <p className="mt-3 text-lg text-muted-foreground md:text-xl">{subtitle}</p> : null}
        {profile.acceptsConversations ? (
          // The height of the button to come, so that the text below does not move when it arrives.
          <div className="mt-6 min-h-9">
            <WriteButtonIsland profileId={profile.id} language={page.language} />
          </div>
        ) : null}
      </header>
      <RichText value={profile.description} language={page.language} className="mt-8" />
    </article>
  );
}
