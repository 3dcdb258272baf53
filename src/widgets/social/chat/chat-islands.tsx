'use client';

import { browserOnly } from '@/lib/islands';

/*
 * The chat's islands, their code loaded by the pages that show them only (see crm-form-island.tsx): every page's
 * widget registry reaches every widget. They read everything in the browser, so the server renders nothing of them.
 */

export const ChatRoomIsland = browserOnly(() => import('./chat-room').then((module) => module.ChatRoom));

export const WriteButtonIsland = browserOnly(() => import('./write-button').then((module) => module.WriteButton));
