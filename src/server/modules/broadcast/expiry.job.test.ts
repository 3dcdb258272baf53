import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { PATIENTLY } from '../../../../tests/helpers/patience';
import { announceContentChange, watchContentChanges } from '../../platform/page-cache/content-changes';
import type { Listener } from '../../db/database';
import { EXPIRY_JOB, expiryJob } from './expiry.job';

let db: TestDatabase;
let channelId: string;
let stopWatching: Listener;
const announced: string[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  channelId = (await db.prisma.broadcastChannel.create({ data: { slug: 'expiry', title: 'Истечение', adminTitle: 'Expiry' } }))
    .id;
  stopWatching = await watchContentChanges(db, (what) => announced.push(what));
});
afterAll(async () => {
  await stopWatching?.();
  await db?.dispose();
});

const message = (expiresAt: Date) =>
  db.prisma.broadcastMessage.create({ data: { channelId, payload: { ru: 'Текст' }, expiresAt } });
const run = () => expiryJob().run(db, { id: 'test', name: EXPIRY_JOB, payload: {}, attempt: 1, maxAttempts: 1 });

/** Waits until `marker` is announced (notifications arrive in order): everything announced before it is in `announced`. */
async function announcedBefore(marker: string): Promise<string[]> {
  await announceContentChange(db, marker);
  await vi.waitFor(() => expect(announced).toContain(marker), PATIENTLY);
  return announced.splice(0).filter((what) => what !== marker);
}

describe('broadcast.remove-expired-messages', () => {
  it('runs on a schedule', () => {
    expect(expiryJob().schedule).toMatch(/^\S+ \S+ \S+ \S+ \S+$/);
  });

  it('removes the expired messages only, and announces the change so that cached pages are drawn again', async () => {
    const expired = await message(new Date(Date.now() - 60_000));
    const current = await message(new Date(Date.now() + 3_600_000));
    await announcedBefore('settled');
    await run();
    const left = await db.prisma.broadcastMessage.findMany({
      where: { id: { in: [expired.id, current.id] } },
      select: { id: true },
    });
    expect(left).toEqual([{ id: current.id }]);
    expect(await announcedBefore('after-removal')).toContain('BroadcastMessage');
  });

  it('writes nothing when nothing has expired: no page of the site is drawn again for it', async () => {
    await announcedBefore('settled');
    await run();
    expect(await announcedBefore('after-empty-run')).toEqual([]);
  });

  it('removes many expired messages in batches', async () => {
    await db.prisma.broadcastMessage.createMany({
      data: Array.from({ length: 1_203 }, () => ({
        channelId,
        payload: { ru: 'Старое' },
        expiresAt: new Date(Date.now() - 1_000),
      })),
    });
    await run();
    expect(await db.prisma.broadcastMessage.count({ where: { expiresAt: { lte: new Date() } } })).toBe(0);
  });
});
