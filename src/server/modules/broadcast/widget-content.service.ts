import 'server-only';
import { ADMIN_ORDER } from '../../db/admin-order';
import type { Database } from '../../db/database';
import { currentMessagesArgs, newestOfChannels } from './messages.service';
import type { MessageAnswer } from './messages.schema';

export type { MessageAnswer as BroadcastMessage } from './messages.schema';

/** Most channels one widget follows. */
const MAX_CHANNELS_PER_WIDGET = 10;

/** What a broadcast widget shows: the channels it links (in the links' order), and their unexpired messages. */
export interface BroadcastWidgetContent {
  channelIds: string[];
  messages: MessageAnswer[];
}

/** The links and their channels' messages in one statement (a widget in every page's layout). */
export async function broadcastOfWidget(db: Database, widgetId: string, now = new Date()): Promise<BroadcastWidgetContent> {
  const links = await db.prisma.broadcastWidgetsToChannels.findMany({
    where: { widgetId },
    select: { channelId: true, channel: { select: { messages: currentMessagesArgs(now) } } },
    orderBy: ADMIN_ORDER,
    take: MAX_CHANNELS_PER_WIDGET,
  });
  // A channel linked twice is counted once.
  const channels = new Map(links.map((link) => [link.channelId, link.channel.messages]));
  return { channelIds: [...new Set(links.map((link) => link.channelId))], messages: newestOfChannels([...channels.values()]) };
}
