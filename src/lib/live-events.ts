import { LIVE_EVENTS_PATH, LIVE_TOPICS, type LiveMessage, type LiveTopic } from '@/shared/live-topics';
import { onSessionReload, readerOf, reloadSession, type SessionState } from './session-store';

/** The spec's delay: what shows a topic is read again about a second after its event. */
export const LIVE_REFETCH_DELAY_MS = 1_000;
/** How often a page reads again when no live stream can be opened. */
export const LIVE_POLL_INTERVAL_MS = 5_000;
/** The first wait before opening a dropped stream again; it doubles with each failure, up to the max. */
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/**
 * How long a stream must stay open before its failures are forgotten (an event forgets them at once): a server that
 * answers 200 and ends the stream straight away must not be reopened in a tight loop. The server's heartbeats are
 * comments, which EventSource does not show.
 */
export const LIVE_STABLE_MS = 10_000;

/** The pause before the `failures`th reopening: half the doubled wait, plus up to as much again at random. */
export function reconnectDelay(failures: number, random: number = Math.random()): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MS * 2 ** (Math.max(1, failures) - 1));
  return ceiling / 2 + (random * ceiling) / 2;
}

/** The tabs of this site elect one leader, whose stream they share (docs/decisions/0045). */
const LEADER_LOCK = 'platform-live-leader';
const TABS_CHANNEL = 'platform-live';

/** What the tabs tell each other. */
type TabMessage =
  /** The leader heard an event. */
  | { kind: 'event'; message: LiveMessage }
  /** The leader's stream is open (false: the tabs poll meanwhile). */
  | { kind: 'state'; open: boolean }
  /** A new tab asks the leader for its state. */
  | { kind: 'hello' }
  /** A tab's session changed (a sign-in, a sign-out): the leader opens its stream again, as the new reader. */
  | { kind: 'session' };

interface Subscriber {
  topics: ReadonlySet<LiveTopic>;
  onEvent(message: LiveMessage): void;
  /** Events waiting their second, by topic and id: one call for all of them. */
  pending: Map<string, ReturnType<typeof setTimeout>>;
  /** Still to read its topics once, when a stream is open: what changed before it was heard is not missed. */
  catchUp: boolean;
}

/** Options of subscribeLive. */
export interface LiveOptions {
  /**
   * Read the topics once as soon as a stream is open (at once if one is): for a page that waits for a change which may
   * come between its render and its stream's opening (a receipt drawn just after the payment).
   */
  catchUp?: boolean;
}

const subscribers = new Set<Subscriber>();
let role: 'idle' | 'leader' | 'follower' | 'alone' = 'idle';
let tabs: BroadcastChannel | undefined;
let stopElection: AbortController | undefined;
let resign: (() => void) | undefined;
let stopSessionWatch: (() => void) | undefined;
let source: EventSource | undefined;
let failures = 0;
let reconnect: ReturnType<typeof setTimeout> | undefined;
let stable: ReturnType<typeof setTimeout> | undefined;
let poll: ReturnType<typeof setInterval> | undefined;
/** Events may have been missed (a drop, another tab's stream handed over): every topic is read again on opening. */
let missed = false;
/** Whether this tab has heard a leader: leading after it is a handover, whose gap may have lost events. */
let ledBefore = false;
/** Whether a stream serves this tab now (its own, or the leader's). */
let streamOpen = false;
/** The reader this tab's session last named (0045: the stream's reader): the stream reopens only when it changes. */
let reader: string | undefined;

/** Hands an event to this tab's subscribers of its topic, each a second later, folded with its like meanwhile. */
function dispatch(message: LiveMessage) {
  const key = `${message.topic}\u0000${message.id ?? ''}`;
  for (const subscriber of subscribers) {
    if (!subscriber.topics.has(message.topic) || subscriber.pending.has(key)) continue;
    subscriber.pending.set(
      key,
      setTimeout(() => {
        subscriber.pending.delete(key);
        subscriber.onEvent(message);
      }, LIVE_REFETCH_DELAY_MS),
    );
  }
}

function catchUp(subscriber: Subscriber) {
  if (!subscriber.catchUp) return;
  subscriber.catchUp = false;
  for (const topic of subscriber.topics) subscriber.onEvent({ topic });
}

/** A stream serves this tab or no longer does: those waiting to catch up read now. */
function served(open: boolean) {
  streamOpen = open;
  if (open) for (const subscriber of subscribers) catchUp(subscriber);
}

/** While no stream is open, every subscriber reads its topics again every poll interval. */
function polling(on: boolean) {
  if (!on) {
    clearInterval(poll);
    poll = undefined;
    return;
  }
  poll ??= setInterval(() => {
    for (const subscriber of subscribers) for (const topic of subscriber.topics) subscriber.onEvent({ topic });
  }, LIVE_POLL_INTERVAL_MS);
}

const tell = (message: TabMessage) => tabs?.postMessage(message);

function heard(message: LiveMessage) {
  dispatch(message);
  tell({ kind: 'event', message });
}

function streamState(open: boolean) {
  polling(!open);
  served(open);
  tell({ kind: 'state', open });
}

/** Opens this tab's stream (the leader's, or a lone tab's); a drop is opened again after a growing pause. */
function openStream() {
  clearTimeout(reconnect);
  source?.close();
  clearTimeout(stable);
  const opened = new EventSource(LIVE_EVENTS_PATH);
  source = opened;
  opened.onopen = () => {
    if (missed) for (const topic of LIVE_TOPICS) heard({ topic });
    missed = false;
    stable = setTimeout(() => (failures = 0), LIVE_STABLE_MS);
    streamState(true);
  };
  opened.onmessage = (event: MessageEvent<string>) => {
    failures = 0;
    try {
      const message = JSON.parse(event.data) as LiveMessage;
      if (LIVE_TOPICS.includes(message.topic)) heard(message);
    } catch {
      // Not an event of ours: nothing to read again.
    }
  };
  opened.onerror = () => {
    if (source !== opened) return;
    // Our own backoff, not the browser's fixed retry; EventSource cannot say why, so a refused (expired) session is
    // renewed on the first failure of a run, before the reopening (which onSessionReload hastens only for a new reader).
    opened.close();
    clearTimeout(stable);
    source = undefined;
    failures++;
    missed = true;
    streamState(false);
    if (failures === 1) void reloadSession();
    reconnect = setTimeout(openStream, reconnectDelay(failures));
  };
}

function lead() {
  role = 'leader';
  missed = ledBefore;
  openStream();
}

/** A closing leader says so: the others poll until the next leader's stream is open. */
function abdicate() {
  if (role === 'leader') tell({ kind: 'state', open: false });
}

/** The session was read again: the stream reopens (through the leader) only if it names another reader. */
function sessionReloaded(session: SessionState, previous: SessionState) {
  const next = readerOf(session);
  // Not known (a failed read): the stream's own backoff goes on.
  if (next === undefined) return;
  reader ??= readerOf(previous);
  const changed = reader !== undefined && next !== reader;
  reader = next;
  if (!changed) return;
  if (role === 'follower') tell({ kind: 'session' });
  else openStream();
}

function follow(message: TabMessage) {
  if (role === 'leader') {
    if (message.kind === 'hello') tell({ kind: 'state', open: source?.readyState === EventSource.OPEN });
    if (message.kind === 'session') openStream();
    return;
  }
  if (message.kind === 'event') dispatch(message.message);
  if (message.kind === 'state') {
    ledBefore = true;
    polling(!message.open);
    served(message.open);
  }
}

function start() {
  stopSessionWatch = onSessionReload(sessionReloaded);
  if (typeof navigator === 'undefined' || !navigator.locks || typeof BroadcastChannel === 'undefined') {
    role = 'alone';
    openStream();
    return;
  }
  role = 'follower';
  tabs = new BroadcastChannel(TABS_CHANNEL);
  tabs.onmessage = (event: MessageEvent<TabMessage>) => follow(event.data);
  addEventListener('pagehide', abdicate);
  stopElection = new AbortController();
  // Held until this tab stops listening or closes; the next tab in line then leads.
  navigator.locks
    .request(LEADER_LOCK, { signal: stopElection.signal }, () => {
      lead();
      return new Promise<void>((resolve) => (resign = resolve));
    })
    .catch(() => undefined);
  tell({ kind: 'hello' });
}

function stop() {
  abdicate();
  if (tabs) removeEventListener('pagehide', abdicate);
  stopSessionWatch?.();
  stopElection?.abort();
  resign?.();
  tabs?.close();
  source?.close();
  clearTimeout(reconnect);
  clearTimeout(stable);
  polling(false);
  [tabs, stopElection, resign, source, stopSessionWatch] = [undefined, undefined, undefined, undefined, undefined];
  failures = 0;
  [missed, ledBefore, reader, streamOpen] = [false, false, undefined, false];
  role = 'idle';
}

/**
 * Calls `onEvent` about a second after each live event of one of `topics` this page's reader may hear (events of the
 * same topic and id within that second are one call); while the stream cannot be opened, every poll interval with
 * the topic alone. Answers the function that stops listening. One stream serves every tab of the site.
 */
export function subscribeLive(
  topics: readonly LiveTopic[],
  onEvent: (message: LiveMessage) => void,
  options: LiveOptions = {},
): () => void {
  const subscriber: Subscriber = { topics: new Set(topics), onEvent, pending: new Map(), catchUp: Boolean(options.catchUp) };
  subscribers.add(subscriber);
  if (role === 'idle') start();
  // After the caller's other effects: what it reads with may be set up just after it subscribes.
  else if (streamOpen) setTimeout(() => subscribers.has(subscriber) && catchUp(subscriber), 0);
  return () => {
    subscribers.delete(subscriber);
    for (const timer of subscriber.pending.values()) clearTimeout(timer);
    if (subscribers.size === 0) stop();
  };
}
