import type { LiveMessage, LiveTopic } from '@/shared/live-topics';

/** The spec's delay: what shows a topic is read again about a second after its event. */
export const LIVE_REFETCH_DELAY_MS = 1_000;
/** How often a page reads again when no live stream can be opened. */
export const LIVE_POLL_INTERVAL_MS = 5_000;

/**
 * Calls `onEvent` about a second after each live event of one of `topics` this page's reader may hear (events of the
 * same topic and id within that second are one call); while the stream cannot be opened, every poll interval with
 * the topic alone. Answers the function that stops listening.
 *
 * This first version only polls; the live stream (docs/decisions/0045) replaces it behind the same signature.
 */
export function subscribeLive(topics: readonly LiveTopic[], onEvent: (message: LiveMessage) => void): () => void {
  const timer = setInterval(() => {
    for (const topic of topics) onEvent({ topic });
  }, LIVE_POLL_INTERVAL_MS);
  return () => clearInterval(timer);
}
