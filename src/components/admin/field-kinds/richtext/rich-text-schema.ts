import { getSchema } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { RichTextDocument } from './rich-text-value';

/** The editor's extensions and the schema they make: what a stored document must fit to be edited as rich text. */

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export const extensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    // Stored documents may hold links; keep them, but an admin's click edits rather than navigates.
    link: { openOnClick: false },
  }),
];

const schema = getSchema(extensions);

/** Whether the editor's schema takes the document as it is (no unknown node, mark or misplaced content). */
export function fitsSchema(document: RichTextDocument): boolean {
  try {
    schema.nodeFromJSON(document).check();
    return true;
  } catch {
    return false;
  }
}
