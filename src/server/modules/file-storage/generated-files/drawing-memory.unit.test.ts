import { afterEach, describe, expect, it } from 'vitest';
import { keepDrawingMemoryBetweenDrawings } from './drawing-memory';

/** resvg's allocator keeps a drawing's freed pages for the next drawing, unless the operator set its own delay. */

const before = process.env.MIMALLOC_PURGE_DELAY;

afterEach(() => {
  if (before === undefined) delete process.env.MIMALLOC_PURGE_DELAY;
  else process.env.MIMALLOC_PURGE_DELAY = before;
});

describe('keepDrawingMemoryBetweenDrawings', () => {
  it('keeps freed pages for a second', () => {
    delete process.env.MIMALLOC_PURGE_DELAY;
    keepDrawingMemoryBetweenDrawings();
    expect(process.env.MIMALLOC_PURGE_DELAY).toBe('1000');
  });

  it("leaves the operator's value", () => {
    process.env.MIMALLOC_PURGE_DELAY = '10';
    keepDrawingMemoryBetweenDrawings();
    expect(process.env.MIMALLOC_PURGE_DELAY).toBe('10');
  });
});
