import { describe, expect, it } from 'vitest';
import { LineBatch, type LineStream } from './line-batch';

/** A stream that keeps what it was handed, and how it was asked to write it. */
function recordingStream() {
  const stream = {
    written: [] as string[],
    flushes: 0,
    syncFlushes: 0,
    write(text: string) {
      stream.written.push(text);
      return true;
    },
    flush(callback?: (error?: Error) => void) {
      stream.flushes += 1;
      callback?.();
    },
    flushSync() {
      stream.syncFlushes += 1;
    },
  } satisfies LineStream & Record<string, unknown>;
  return stream;
}

describe('a batch of log lines', () => {
  it('hands its lines to the stream in one piece, in order, once it holds the batch length', () => {
    const stream = recordingStream();
    const batch = new LineBatch(stream, 30);
    batch.write('{"msg":"one"}\n');
    batch.write('{"msg":"two"}\n');
    expect(stream.written).toEqual([]);
    batch.write('{"msg":"three"}\n');
    expect(stream.written).toEqual(['{"msg":"one"}\n{"msg":"two"}\n{"msg":"three"}\n']);
    batch.write('{"msg":"four"}\n');
    expect(stream.written).toHaveLength(1);
    batch.close();
  });

  it('hands over what it holds when flushed, then has the stream write it', () => {
    const stream = recordingStream();
    const batch = new LineBatch(stream, 1000);
    batch.write('{"msg":"held"}\n');
    let flushed = false;
    batch.flush(() => (flushed = true));
    expect(stream.written).toEqual(['{"msg":"held"}\n']);
    expect([stream.flushes, flushed]).toEqual([1, true]);
    batch.write('{"msg":"last"}\n');
    batch.flushSync();
    expect(stream.written).toEqual(['{"msg":"held"}\n', '{"msg":"last"}\n']);
    expect(stream.syncFlushes).toBe(1);
    batch.close();
  });

  it('hands nothing over when it holds nothing', () => {
    const stream = recordingStream();
    const batch = new LineBatch(stream, 10);
    batch.flush();
    batch.close();
    expect(stream.written).toEqual([]);
  });

  it('hands over what it holds when closed', () => {
    const stream = recordingStream();
    const batch = new LineBatch(stream, 1000);
    batch.write('{"msg":"before the close"}\n');
    batch.close();
    expect(stream.written).toEqual(['{"msg":"before the close"}\n']);
  });
});
