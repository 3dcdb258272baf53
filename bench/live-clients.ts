import { connect, type Socket } from 'node:net';
import { LIVE_EVENTS_PATH } from '../src/shared/live-topics';

/* Raw clients of the live channel for the benchmarks: sockets in the benchmark's own process, nothing buffered. */

/** A raw connection that sends `request` and calls `onData` with each chunk; resolves once the answer began. */
export function rawClient(url: URL, request: string, onData: (text: string) => void = () => undefined): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      if (!request) resolve(socket);
      else socket.write(request);
    });
    socket.setEncoding('utf8');
    let began = false;
    socket.on('data', (text: string) => {
      if (!began) {
        began = true;
        if (!text.startsWith('HTTP/1.1 200')) reject(new Error(`The stream was refused: ${text.slice(0, 200)}`));
        else resolve(socket);
      }
      onData(text);
    });
    socket.on('error', reject);
  });
}

/** The request of a live stream, as `jwt`'s reader (none: a stranger). */
export const streamRequest = (url: URL, jwt?: string) =>
  `GET ${LIVE_EVENTS_PATH} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n${jwt ? `Authorization: Bearer ${jwt}\r\n` : ''}\r\n`;
