import Mustache from 'mustache';
import { escapeHtml } from './escape-html';
import { COMMON_VARIABLES, MESSAGE_KINDS, type TemplateData, type TemplateVariant } from './catalog';

/** One language's words of a template: subject line, plain text, and the HTML fragment set inside the mail layout. */
export interface TemplateWords {
  title: string;
  text: string;
  html: string;
}

type Token = [type: string, value: string, start: number, end: number, children?: Token[]];

/** `{{a}}`, `{{{a}}}`, `{{&a}}` and sections `{{#a}}`/`{{^a}}`; a section's inner names are read relative to it. */
const TAGS = new Set(['name', '&', '#', '^']);

/** The placeholders a template text names, `list.field` inside a list's section; a malformed template throws. */
export function placeholdersOf(template: string): string[] {
  const names: string[] = [];
  const walk = (tokens: Token[], section?: string) => {
    for (const [type, value, , , children] of tokens) {
      if (!TAGS.has(type)) continue;
      names.push(section && type !== '#' && type !== '^' ? `${section}.${value}` : value);
      if (children) walk(children, type === '#' ? value : section);
    }
  };
  walk(Mustache.parse(template) as Token[]);
  return names;
}

/** The placeholders `variant`'s kind allows: its variables, each list's `list.field`, and the common ones. */
export function allowedPlaceholders(variant: TemplateVariant): ReadonlySet<string> {
  const allowed = new Set<string>(COMMON_VARIABLES);
  for (const variable of MESSAGE_KINDS[variant].variables) {
    if (typeof variable === 'string') allowed.add(variable);
    else {
      allowed.add(variable.list);
      // Inside a list's section, the common names and the kind's texts stay readable (Mustache looks outward).
      for (const field of variable.fields) allowed.add(`${variable.list}.${field}`);
    }
  }
  return allowed;
}

/**
 * What is wrong with `template` as words of `variant`: a syntax error (an unclosed section), or the first placeholder
 * the kind does not declare; undefined when nothing is.
 */
export function placeholderProblem(variant: TemplateVariant, template: string): string | undefined {
  let names: string[];
  try {
    names = placeholdersOf(template);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const allowed = allowedPlaceholders(variant);
  const unknown = names.find((name) => !allowed.has(name) && !allowed.has(name.split('.').pop()!));
  return unknown === undefined ? undefined : `unknown placeholder {{${unknown}}}`;
}

/** Texts are filled as they are (a subject line, a plain-text part, a Telegram message); HTML escapes every value. */
const asIs = (text: string) => text;

/**
 * `words` filled with `data`: the subject on one line, the HTML with every value escaped (`&<>"'`, enough inside text
 * and quoted attributes; Mustache's own escaping also writes `/` as `&#x2F;`, which would leave every link unreadable
 * in the HTML's source and in tests).
 */
export function fillWords(words: TemplateWords, data: TemplateData): TemplateWords {
  const plain = (template: string) => Mustache.render(template, data, undefined, { escape: asIs });
  return {
    title: plain(words.title).replace(/\s+/g, ' ').trim(),
    text: plain(words.text)
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    html: Mustache.render(words.html, data, undefined, { escape: escapeHtml }),
  };
}
