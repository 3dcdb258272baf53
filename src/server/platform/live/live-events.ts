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
 * Subjects named by one NOTIFY: 100 ids of 36 characters keep its payload near 4 KB, under PostgreSQL's 8000 bytes
 * (a longer payload fails the whole transaction: a post in a chat of many members would fail).
 */
export const LIVE_SUBJECTS_PER_NOTIFY = 100;

/**
 * Announces an event to every server process, at the commit of the transaction `db` belongs to (or at once outside
 * one): a write that rolls back announces nothing. Many subjects are told in several notifications.
 */
export async function announceLive(db: Database, event: LiveEvent): Promise<void> {
  for (let from = 0; from < event.subjects.length; from += LIVE_SUBJECTS_PER_NOTIFY) {
    const part = { ...event, subjects: event.subjects.slice(from, from + LIVE_SUBJECTS_PER_NOTIFY) };
    await db.query('SELECT pg_notify($1, $2)::text AS "notified"', [LIVE_CHANNEL, JSON.stringify(part)]);
  }
}

/**
 * Tells every process that sessions of these subjects ended (a logout, a password change): their streams check their
 * session again at once, and those whose session it was end before they hear anything more.
 */
export async function announceSessionsEnded(db: Database, subjects: readonly string[]): Promise<void> {
  for (let from = 0; from < subjects.length; from += LIVE_SUBJECTS_PER_NOTIFY) {
    const part = { sessionsEnded: subjects.slice(from, from + LIVE_SUBJECTS_PER_NOTIFY) };
    await db.query('SELECT pg_notify($1, $2)::text AS "notified"', [LIVE_CHANNEL, JSON.stringify(part)]);
  }
}
