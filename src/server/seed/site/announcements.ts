import type { Placed, Site } from './build';

/** The channel the site's announcement bar shows: staff push to it by this slug (README, "Announcements"). */
export const SITE_ANNOUNCEMENTS_SLUG = 'site-announcements';

/**
 * The site's announcement bar: a broadcast widget placed in the layout (so on every page) showing one channel, with no
 * message: it shows nothing until the team announces something.
 */
export function describeAnnouncements(site: Site): Placed {
  const channelId = site.tables.broadcastChannels.add({
    title: 'Объявления сайта',
    slug: SITE_ANNOUNCEMENTS_SLUG,
    adminTitle: 'Site announcements',
  });
  return site.broadcast({ adminTitle: 'Announcement bar', channels: [channelId] });
}
