import 'server-only';
import { ADMIN_ORDER } from '../../db/admin-order';
import type { Database } from '../../db/database';
import { currentMessagesOf } from './messages.service';
import type { MessageAnswer } from './messages.schema';

export type { MessageAnswer as BroadcastMessage } from './messages.schema';

/** Most channels one widget follows. */
const MAX_CHANNELS_PER_WIDGET = 10;

/** What a broadcast widget shows: the channels it links (in the links' order), and their unexpired messages. */
export interface BroadcastWidgetContent {
  channelIds: string[];
  messages: MessageAnswer[];
}

export async function broadcastOfWidget(db: Database, widgetId: string): Promise<BroadcastWidgetContent> {
  const links = await db.prisma.broadcastWidgetsToChannels.findMany({
    where: { widgetId },
    select: { channelId: true },
    orderBy: ADMIN_ORDER,
    take: MAX_CHANNELS_PER_WIDGET,
  });
  const channelIds = [...new Set(links.map((link) => link.channelId))];
  return { channelIds, messages: await currentMessagesOf(db, channelIds) };
}
