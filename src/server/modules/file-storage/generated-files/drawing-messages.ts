import type { ImageNode } from './image-style';
import type { ImageSize } from './render-png';

/** What the main thread asks of the drawing thread: this tree drawn at this size, answered under `id`. */
export interface DrawingRequest {
  id: number;
  tree: ImageNode;
  size: ImageSize;
}

/** Its answer: the PNG, or why it could not be drawn. */
export type DrawingAnswer = { id: number; png: Uint8Array } | { id: number; error: string };
