import { LIVE_EVENTS_PATH, type LiveMessage } from '../../src/shared/live-topics';

/** A live stream read as a browser's EventSource would, with what arrived so far. */
export interface LiveReading {
  status: number;
  headers: Headers;
  messages: LiveMessage[];
  /** Heartbeat comments received. */
  heartbeats: number;
  /** Whether the server ended the stream. */
  ended: boolean;
  close(): void;
}

/** Opens the live stream of the server at `url` as the caller whose headers are given (a cookie or a bearer token). */
export async function readLive(url: string, headers: Record<string, string> = {}): Promise<LiveReading> {
  const abort = new AbortController();
  const response = await fetch(url + LIVE_EVENTS_PATH, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip', ...headers },
    signal: abort.signal,
  });
  const reading: LiveReading = {
    status: response.status,
    headers: response.headers,
    messages: [],
    heartbeats: 0,
    ended: false,
    close: () => abort.abort(),
  };
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    reading.ended = true;
    return reading;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) reading.heartbeats++;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) reading.messages.push(JSON.parse(data) as LiveMessage);
        }
      }
    } catch {
      // Aborted by the test.
    }
    reading.ended = true;
  })();
  return reading;
}
