import { broadcastOfWidget } from '@/server/modules/broadcast/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { cn } from '@/lib/utils';
import type { WidgetProps } from '../types';
import { AnnouncementBarIsland } from './announcement-bar-island';

/**
 * `default`: the site-wide announcement bar of the channels the widget links (placed in the layout, it is on every page).
 * The page is cached for everyone, so it carries the current messages and the browser decides what to show.
 */
export async function BroadcastDefault({ widget, page }: WidgetProps) {
  const { channelIds, messages } = await broadcastOfWidget(siteDatabase(), widget.id);
  if (channelIds.length === 0) return null;
  return (
    <AnnouncementBarIsland
      channelIds={channelIds}
      messages={messages.map(({ id, createdAt, expiresAt, payload }) => ({
        id,
        createdAt: createdAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        payload,
      }))}
      language={page.language}
      className={cn('fixed inset-x-0 bottom-0 z-50 bg-primary text-primary-foreground shadow-lg', widget.className)}
    />
  );
}
