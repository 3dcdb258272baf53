import type { Database, Listener } from '../../db/database';
import { LISTEN_RESUMED } from '../../db/database';
import { LIVE_TOPICS, type LiveMessage, type LiveTopic } from '../../../shared/live-topics';
import { CONTENT_CHANNEL } from '../page-cache/content-changes';
import { LIVE_CHANNEL } from './live-events';

/** A comment line every so often: proxies and the server's own idle timeout (60 s) keep a quiet stream open. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** How long a reader's session is believed before an event makes it be checked again (it may have ended). */
export const LIVE_READER_RECHECK_MS = 60_000;
/** At most one `content` event a second: a bulk import announces every statement, pages only need to hear it once. */
const CONTENT_EVENT_GAP_MS = 1_000;
/** A client that reads slower than this much is waiting in its buffer is cut: it reconnects and reads everything again. */
const MAX_BUFFERED_BYTES = 64 * 1024;

/** One open stream, as the hub sees it: its reader and how to write to it. */
export interface LiveStream {
  /** The reader's subject (signed in, or a guest's anonymous one); undefined: only public content. */
  subjectId: string | undefined;
  /** Whether the reader's session still holds (asked at most every LIVE_READER_RECHECK_MS, and only when events come). */
  recheck(): Promise<boolean>;
  write(text: string): void;
  /** Bytes written but not yet taken by the client. */
  buffered(): number;
  end(): void;
}

interface Entry {
  stream: LiveStream;
  checkedAt: number;
  checking: Promise<boolean> | undefined;
}

export interface LiveStreamsOptions {
  heartbeatMs?: number;
  recheckMs?: number;
}

/** An SSE event of the default type: what `EventSource.onmessage` receives. */
export const sseEvent = (message: LiveMessage): string => `data: ${JSON.stringify(message)}\n\n`;

/** A payload of LIVE_CHANNEL, checked: another process (or psql) wrote it, and a wrong one must not reach a page. */
function parseAnnouncement(
  payload: string,
): { message: LiveMessage; subjects: string[] } | { sessionsEnded: string[] } | undefined {
  try {
    const value = JSON.parse(payload) as { topic?: unknown; id?: unknown; subjects?: unknown; sessionsEnded?: unknown };
    if (Array.isArray(value.sessionsEnded))
      return { sessionsEnded: value.sessionsEnded.filter((subject) => typeof subject === 'string') };
    if (!LIVE_TOPICS.includes(value.topic as LiveTopic) || value.topic === 'content') return undefined;
    if (!Array.isArray(value.subjects) || !value.subjects.every((subject) => typeof subject === 'string')) return undefined;
    const message: LiveMessage = { topic: value.topic as LiveTopic };
    if (typeof value.id === 'string') message.id = value.id;
    return { message, subjects: value.subjects as string[] };
  } catch {
    return undefined;
  }
}

/**
 * This process's open live streams and the one listener (per channel) that feeds them: each announcement on
 * LIVE_CHANNEL goes to the streams of the subjects it names, each change of public content to every stream.
 */
export class LiveStreams {
  private readonly bySubject = new Map<string, Set<Entry>>();
  private readonly entries = new Set<Entry>();
  private listeners: Promise<Listener[]> | undefined;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly recheckMs: number;
  private contentPending: NodeJS.Timeout | undefined;
  private contentSentAt = 0;
  private closed = false;

  constructor(
    private readonly db: Database,
    options: LiveStreamsOptions = {},
  ) {
    this.recheckMs = options.recheckMs ?? LIVE_READER_RECHECK_MS;
    // One timer for every stream, not one each: a thousand streams cost a thousand small writes every 25 s.
    this.heartbeat = setInterval(() => this.writeAll(':\n\n'), options.heartbeatMs ?? LIVE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Listens (once) on the channels; resolves when listening, so that a stream opened after it misses nothing. */
  start(): Promise<Listener[]> {
    // Closing: a stream asked for now is refused (503), so that the browser opens it at another process later.
    if (this.closed) return Promise.reject(new Error('The live channel is closed'));
    this.listeners ??= Promise.all([
      this.db.listen(LIVE_CHANNEL, (payload) => this.announced(payload)),
      this.db.listen(CONTENT_CHANNEL, (payload) => (payload === LISTEN_RESUMED ? this.resumed() : this.contentChanged())),
    ]).catch((error: unknown) => {
      this.listeners = undefined;
      throw error;
    });
    return this.listeners;
  }

  /** Whether both listeners listen (a lost PostgreSQL connection is being made again otherwise). */
  async listening(): Promise<boolean> {
    if (!this.listeners) return false;
    return (await this.listeners).every((listener) => listener.listening());
  }

  get size(): number {
    return this.entries.size;
  }

  /** Adds a stream; answers the function that removes it (when its response closes). */
  add(stream: LiveStream): () => void {
    if (this.closed) {
      stream.end();
      return () => undefined;
    }
    const entry: Entry = { stream, checkedAt: Date.now(), checking: undefined };
    this.entries.add(entry);
    if (stream.subjectId) {
      const set = this.bySubject.get(stream.subjectId) ?? new Set();
      set.add(entry);
      this.bySubject.set(stream.subjectId, set);
    }
    return () => this.remove(entry);
  }

  /**
   * Ends every stream (their browsers reconnect, to another process when this one stops), refuses new ones, and stops
   * listening. A stop does it before waiting for requests in flight: a stream never ends by itself.
   */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.contentPending);
    for (const entry of [...this.entries]) entry.stream.end();
    const listeners = await this.listeners?.catch(() => []);
    this.listeners = undefined;
    // Called with nothing: PGlite's own unlisten reads an argument as the transaction to unlisten in.
    await Promise.all((listeners ?? []).map((stop) => stop()));
  }

  private remove(entry: Entry) {
    this.entries.delete(entry);
    const subjectId = entry.stream.subjectId;
    if (!subjectId) return;
    const set = this.bySubject.get(subjectId);
    set?.delete(entry);
    if (set?.size === 0) this.bySubject.delete(subjectId);
  }

  private announced(payload: string) {
    // Notifications sent while the connection was away are lost: every page reads everything again.
    if (payload === LISTEN_RESUMED) return this.resumed();
    const announcement = parseAnnouncement(payload);
    if (!announcement) return;
    if ('sessionsEnded' in announcement) {
      for (const subjectId of new Set(announcement.sessionsEnded))
        for (const entry of this.bySubject.get(subjectId) ?? []) void this.recheck(entry);
      return;
    }
    const text = sseEvent(announcement.message);
    for (const subjectId of new Set(announcement.subjects))
      for (const entry of this.bySubject.get(subjectId) ?? []) this.deliver(entry, text);
  }

  /** A reader whose session was checked long ago is checked again before it hears anything more. */
  private deliver(entry: Entry, text: string) {
    if (!entry.checking && Date.now() - entry.checkedAt < this.recheckMs) return this.write(entry, text);
    void this.recheck(entry).then((holds) => holds && this.write(entry, text));
  }

  /** Checks the reader's session again (once at a time), and ends the stream when it no longer holds. */
  private recheck(entry: Entry): Promise<boolean> {
    return (entry.checking ??= entry.stream.recheck().then(
      (holds) => {
        entry.checking = undefined;
        entry.checkedAt = Date.now();
        // Its session ended: the browser reconnects as whoever it now is.
        if (!holds) entry.stream.end();
        return holds;
      },
      () => {
        entry.checking = undefined;
        entry.stream.end();
        return false;
      },
    ));
  }

  private contentChanged() {
    if (this.contentPending) return;
    const wait = Math.max(0, this.contentSentAt + CONTENT_EVENT_GAP_MS - Date.now());
    this.contentPending = setTimeout(() => {
      this.contentPending = undefined;
      this.contentSentAt = Date.now();
      this.writeAll(sseEvent({ topic: 'content' }));
    }, wait);
    this.contentPending.unref();
  }

  private resumed() {
    for (const topic of LIVE_TOPICS) {
      const text = sseEvent({ topic });
      if (topic === 'content') this.writeAll(text);
      else for (const entry of this.entries) if (entry.stream.subjectId) this.write(entry, text);
    }
  }

  private writeAll(text: string) {
    for (const entry of this.entries) this.write(entry, text);
  }

  private write(entry: Entry, text: string) {
    if (entry.stream.buffered() > MAX_BUFFERED_BYTES) return entry.stream.end();
    entry.stream.write(text);
  }
}
