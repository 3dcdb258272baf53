'use client';

import { useState } from 'react';
import { browserOnly } from '@/lib/islands';
import { restCall } from '@/lib/rest-call';
import { useLiveEvent } from '@/lib/use-live-event';
import { broadcastPaths } from '@/shared/broadcast-paths';
import type { Announcement, AnnouncementBarProps } from './announcement-bar';

/*
 * The announcement bar, its code loaded by the pages that show one only (see crm/crm-form-island.tsx). Drawn in the
 * browser only: which messages this visitor closed is known there alone, and a bar drawn on the server would flash
 * before it hid them.
 */
const AnnouncementBar = browserOnly(() => import('./announcement-bar').then((module) => module.AnnouncementBar));

/** Whether any of the channels has a current message (a channel not read now counts as none: the next event reads again). */
async function anyMessage(channelIds: readonly string[]): Promise<boolean> {
  const lists = await Promise.all(
    channelIds.map((id) => restCall<Announcement[]>('GET', broadcastPaths.channelMessages(id)).catch(() => [])),
  );
  return lists.some((list) => list.length > 0);
}

/**
 * The bar's code loads once there is a message to show (most pages, most of the time, have none): at once when the page
 * was drawn with messages; else when a channel has one on a change heard live, or on the read once the live stream is
 * open (a message written between the page's drawing and the stream's opening). The bar then reads the messages itself.
 */
export function AnnouncementBarIsland(props: AnnouncementBarProps) {
  const [wanted, setWanted] = useState(props.messages.length > 0);
  useLiveEvent(['content'], () => void anyMessage(props.channelIds).then((found) => found && setWanted(true)), !wanted, {
    catchUp: true,
  });
  return wanted ? <AnnouncementBar {...props} /> : null;
}
