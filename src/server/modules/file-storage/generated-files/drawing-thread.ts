import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { keepDrawingMemoryBetweenDrawings } from './drawing-memory';
import type { DrawingAnswer, DrawingRequest } from './drawing-messages';
import type { ImageNode } from './image-style';
import type { ImageSize } from './render-png';

/*
 * Drawing takes a receipt a tenth of a second of CPU or more (satori's layout, resvg's rendering and PNG encoding), all
 * of it synchronous: on the thread that answers requests, every request would wait behind it. So images are drawn in
 * one worker thread (docs/decisions/0056), started by the first drawing and kept, with its fonts parsed, for the next:
 * one, since the machine may have two cores and the drawings are a job's work, not a request's. It keeps the process
 * alive only while a drawing is in flight.
 */

/**
 * The code the thread starts with. A worker thread runs neither the parent's `--import tsx` (Node 20) nor vitest's
 * transform: it registers tsx itself, resolved from the working directory like the fonts, then loads its TypeScript
 * entry, beside this file. Found by path when a thread starts, not by `new URL(…, import.meta.url)`, which a bundler
 * would take for an asset of Next.js's bundle, where this module is (through the router) though it never draws there.
 */
function bootstrap(): string {
  const entry = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'drawing-worker.ts')).href;
  return `import('tsx/esm/api').then((tsx) => tsx.register()).then(() => import(${JSON.stringify(entry)}))`;
}

interface Pending {
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

class DrawingThread {
  private readonly worker = new Worker(bootstrap(), { eval: true, execArgv: [] });
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;

  constructor(private readonly onEnd: () => void) {
    this.worker.unref();
    this.worker.on('message', (answer: DrawingAnswer) => this.settle(answer));
    this.worker.on('error', (error) => this.end(error));
    this.worker.on('exit', (code) => this.end(new Error(`The drawing thread stopped (exit code ${code})`)));
  }

  draw(tree: ImageNode, size: ImageSize): Promise<Buffer> {
    const id = ++this.lastId;
    if (!this.pending.size) this.worker.ref();
    const drawn = new Promise<Buffer>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.worker.postMessage({ id, tree, size } satisfies DrawingRequest);
    return drawn;
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private settle(answer: DrawingAnswer) {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (!this.pending.size) this.worker.unref();
    if ('png' in answer) pending.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
    else pending.reject(new Error(`Drawing failed: ${answer.error}`));
  }

  /** A thread that failed or stopped fails what it was drawing; the next drawing starts another. */
  private end(error: Error) {
    this.onEnd();
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

let thread: DrawingThread | undefined;

/** Draws `tree` as a PNG of exactly this size, in the drawing thread (started now if none runs). */
export function drawPng(tree: ImageNode, size: ImageSize): Promise<Buffer> {
  keepDrawingMemoryBetweenDrawings();
  const current = (thread ??= new DrawingThread(() => {
    if (thread === current) thread = undefined;
  }));
  return current.draw(tree, size);
}

/** Stops the drawing thread, if one runs (the server's stop): a drawing in flight fails. */
export async function stopDrawing(): Promise<void> {
  const current = thread;
  thread = undefined;
  await current?.stop();
}
