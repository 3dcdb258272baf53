import type { DestinationStream } from 'pino';

/** What a batch hands its lines to: sonic-boom, as pino.destination makes it. */
export interface LineStream {
  write(text: string): boolean;
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
}

/** The batches of this process whose lines are still held: the exit hands them on before pino's own exit flush. */
const HELD = Symbol.for('platform.log-batches');
const holder = globalThis as { [HELD]?: Set<LineBatch> };

function heldBatches(): Set<LineBatch> {
  if (!holder[HELD]) {
    holder[HELD] = new Set();
    const batches = holder[HELD];
    // First among the exit's listeners: pino's own (on-exit-leak-free) then writes the stream out synchronously.
    process.prependListener('exit', () => {
      for (const batch of batches) batch.handOver();
    });
  }
  return holder[HELD];
}

/**
 * Log lines gathered as they come and handed to the stream together, once `batchLength` characters are held or when
 * flushed. sonic-boom measures the whole text it holds on every write it is given (Buffer.byteLength of its pending
 * string), so lines given one at a time into a buffer of kilobytes cost more the fuller it is: 2.5% of a cached page's
 * CPU at 32 KiB, and about as much at its default 16 KiB (issue 34). A batch is measured once.
 */
export class LineBatch implements DestinationStream {
  private lines: string[] = [];
  private length = 0;

  constructor(
    private readonly stream: LineStream,
    private readonly batchLength: number,
  ) {
    heldBatches().add(this);
  }

  write(line: string): void {
    this.lines.push(line);
    this.length += line.length;
    if (this.length >= this.batchLength) this.handOver();
  }

  /** Hands the held lines to the stream and lets it write what it holds (pino's `logger.flush`, the timer). */
  flush(callback?: (error?: Error) => void): void {
    this.handOver();
    this.stream.flush(callback);
  }

  /** Hands the held lines over and writes everything at once. */
  flushSync(): void {
    this.handOver();
    this.stream.flushSync();
  }

  /** No more lines from here: what is held goes to the stream, and the exit forgets this batch. */
  close(): void {
    this.handOver();
    heldBatches().delete(this);
  }

  /** The held lines, in one piece, to the stream. */
  handOver(): void {
    if (!this.lines.length) return;
    const text = this.lines.length === 1 ? this.lines[0]! : this.lines.join('');
    this.lines = [];
    this.length = 0;
    this.stream.write(text);
  }
}
