import { afterAll, describe, expect, it } from 'vitest';
import { pngSize } from '../../../../../tests/helpers/png';
import { drawPng, stopDrawing } from './drawing-thread';
import { box, page, ruled, type ImageNode } from './image-style';

/**
 * The drawing thread: images are drawn off the thread that answers requests, a drawing that fails is a rejected
 * promise, and the thread that failed (or stopped) is followed by another.
 */

const SIZE = { width: 1500, height: 1500 };
const receiptLike = page(
  100,
  box({ fontSize: 66, fontWeight: 700 }, 'Квитанция о пожертвовании'),
  ...Array.from({ length: 5 }, (_, line) => ruled({ fontSize: 40 }, `Реставрация флигеля № ${line + 1}: 1 250,50 ₽`)),
);
/** An image without its source: satori refuses it. */
const sourceless = { type: 'img', props: { style: {}, children: [] } } as unknown as ImageNode;

afterAll(() => stopDrawing());

describe('drawPng', () => {
  it('draws a PNG of the size asked while the main event loop keeps turning', async () => {
    await drawPng(receiptLike, SIZE); // the thread's start and its fonts, so that the drawing below is the work alone
    let turns = 0;
    let drawing = true;
    const turn = () => {
      turns++;
      if (drawing) setImmediate(turn);
    };
    setImmediate(turn);
    const png = await drawPng(receiptLike, SIZE).finally(() => (drawing = false));
    expect(pngSize(png)).toEqual(SIZE);
    // Drawn on this thread, the synchronous render would have let none through.
    expect(turns).toBeGreaterThan(100);
  });

  it('rejects a drawing that fails, and draws the next', async () => {
    await expect(drawPng(sourceless, SIZE)).rejects.toThrow('Drawing failed: Image source is not provided');
    expect(pngSize(await drawPng(receiptLike, SIZE))).toEqual(SIZE);
  });

  it('fails the drawings in flight of a thread that stops, and starts another for the next', async () => {
    const inFlight = drawPng(receiptLike, SIZE);
    await stopDrawing();
    await expect(inFlight).rejects.toThrow(/drawing thread stopped/);
    expect(pngSize(await drawPng(receiptLike, SIZE))).toEqual(SIZE);
  });
});
