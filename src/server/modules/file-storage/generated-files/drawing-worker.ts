import { parentPort } from 'node:worker_threads';
import type { DrawingAnswer, DrawingRequest } from './drawing-messages';
import { renderPng } from './render-png';

// The drawing thread's entry (drawing-thread.ts starts it): draws every tree it is sent, each answered under its id.
const port = parentPort;
if (!port) throw new Error('drawing-worker.ts runs as a worker thread, started by drawing-thread.ts');

port.on('message', ({ id, tree, size }: DrawingRequest) => {
  const answer = (message: DrawingAnswer) => port.postMessage(message);
  renderPng(tree, size).then(
    (png) => answer({ id, png }),
    (error: unknown) => answer({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
