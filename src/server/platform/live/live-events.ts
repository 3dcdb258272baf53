import type { Database } from '../../db/database';
import type { LiveTopic } from '../../../shared/live-topics';

/** The channel live events cross server processes on (NOTIFY: delivered when the sending transaction commits). */
export const LIVE_CHANNEL = 'platform_live';

/**
 * An event for the open pages of the subjects who may read the record it names: each process hands it to those of
 * its streams whose reader is one of `subjects`. Ids only: a NOTIFY payload is at most 8000 bytes.
 */
export interface LiveEvent {
  topic: Exclude<LiveTopic, 'content'>;
  /** The record that changed (a chat, an order, an invoice). */
  id?: string;
  /** Who may hear of it: the subjects that may read that record. */
  subjects: readonly string[];
}

/**
 * Announces an event to every server process, at the commit of the transaction `db` belongs to (or at once outside
 * one): a write that rolls back announces nothing.
 */
export async function announceLive(db: Database, event: LiveEvent): Promise<void> {
  if (event.subjects.length === 0) return;
  await db.query('SELECT pg_notify($1, $2)::text AS "notified"', [LIVE_CHANNEL, JSON.stringify(event)]);
}
