import { isTextMap } from '../../../../shared/localized-text';
import { COMMON_VARIABLES, type TemplateVariant } from './catalog';
import { placeholderProblem, placeholdersOf } from './render';

/*
 * The check of an editor's words (docs/decisions/0046): every placeholder a template's subject, text or rich text
 * names, in every language, must be one its kind declares, and every section must be closed. What Mustache will read
 * is checked: the subject and the text as they are, and of the rich text its words and its links' addresses, in the
 * order they stand (a list's section may open in one paragraph and close in another).
 */

/** The fields of a template record that hold words with placeholders. */
export const WORD_FIELDS = ['title', 'text', 'description'] as const;
export type WordField = (typeof WORD_FIELDS)[number];

/** What is wrong with one field's words in one language. */
export interface WordsProblem {
  field: WordField;
  language: string;
  /** The placeholder the kind does not declare; absent for a syntax error (an unclosed section). */
  placeholder?: string;
  /** In English: `unknown placeholder {{foo}}`, or Mustache's account of the syntax error. */
  problem: string;
}

interface RichTextNode {
  text?: unknown;
  marks?: unknown;
  content?: unknown;
}

const hrefsOf = (marks: unknown): string[] =>
  Array.isArray(marks)
    ? marks.flatMap((mark: { type?: unknown; attrs?: { href?: unknown } }) =>
        mark?.type === 'link' && typeof mark.attrs?.href === 'string' ? [mark.attrs.href] : [],
      )
    : [];

/**
 * What Mustache reads of a rich text (a serialised Tiptap document): each text node preceded by its link's address,
 * one per line, so that no placeholder is made of two nodes. Text that is no document is read as it is.
 */
export function richTextTemplate(value: string): string {
  let document: unknown;
  try {
    document = JSON.parse(value);
  } catch {
    return value;
  }
  if (!isTextMap(document)) return value;
  const pieces: string[] = [];
  const walk = (node: RichTextNode) => {
    pieces.push(...hrefsOf(node.marks));
    if (typeof node.text === 'string') pieces.push(node.text);
    if (Array.isArray(node.content)) for (const child of node.content) if (isTextMap(child)) walk(child);
  };
  walk(document);
  return pieces.join('\n');
}

/** A template of no kind (`default`) is filled with the common variables only. */
function commonProblem(template: string): string | undefined {
  let names: string[];
  try {
    names = placeholdersOf(template);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const unknown = names.find((name) => !(COMMON_VARIABLES as readonly string[]).includes(name.split('.').pop()!));
  return unknown === undefined ? undefined : `unknown placeholder {{${unknown}}}`;
}

const UNKNOWN = /^unknown placeholder \{\{(.+)\}\}$/;

/**
 * Every problem of the words `fields` holds as words of `kind` (undefined: a record of no kind), each field a map
 * from language to text as multilingual fields hold it; fields absent or of another shape are not this check's.
 */
export function wordsProblems(kind: TemplateVariant | undefined, fields: Partial<Record<WordField, unknown>>): WordsProblem[] {
  const problems: WordsProblem[] = [];
  for (const field of WORD_FIELDS) {
    const texts = fields[field];
    if (!isTextMap(texts)) continue;
    for (const [language, text] of Object.entries(texts)) {
      if (typeof text !== 'string' || !text.includes('{{')) continue;
      const template = field === 'description' ? richTextTemplate(text) : text;
      const problem = kind ? placeholderProblem(kind, template) : commonProblem(template);
      if (!problem) continue;
      const placeholder = UNKNOWN.exec(problem)?.[1];
      problems.push({ field, language, problem, ...(placeholder === undefined ? {} : { placeholder }) });
    }
  }
  return problems;
}
