import { Fragment, type ReactNode } from 'react';
import { isTextMap, localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import { safeHref } from '@/shared/safe-href';
import { cn } from '@/lib/utils';

interface Mark {
  type: string;
  attrs?: { href?: unknown };
}

interface Node {
  type?: string;
  text?: string;
  attrs?: { level?: unknown };
  marks?: Mark[];
  content?: Node[];
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function marked(text: string, marks: readonly Mark[] = []): ReactNode {
  return marks.reduce<ReactNode>((inner, mark) => {
    if (mark.type === 'bold') return <strong>{inner}</strong>;
    if (mark.type === 'italic') return <em>{inner}</em>;
    if (mark.type === 'strike') return <s>{inner}</s>;
    if (mark.type === 'code') return <code>{inner}</code>;
    if (mark.type === 'underline') return <u>{inner}</u>;
    const href = mark.type === 'link' ? safeHref(mark.attrs?.href) : undefined;
    if (href) {
      const external = /^https?:/i.test(href);
      return (
        <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {inner}
        </a>
      );
    }
    return inner;
  }, text);
}

/** A node's children; a document edited by hand may hold anything where they belong. */
const childrenOf = (node: Node): ReactNode[] | undefined =>
  Array.isArray(node.content) ? node.content.filter((child) => isTextMap(child)).map(render) : undefined;

function render(node: Node, key: number): ReactNode {
  const children = childrenOf(node);
  switch (node.type) {
    case 'text':
      return (
        <Fragment key={key}>
          {marked(typeof node.text === 'string' ? node.text : '', Array.isArray(node.marks) ? node.marks.filter(isTextMap) : [])}
        </Fragment>
      );
    case 'paragraph':
      return <p key={key}>{children}</p>;
    case 'heading': {
      const level = typeof node.attrs?.level === 'number' ? Math.min(Math.max(Math.round(node.attrs.level), 1), 6) : 2;
      const Heading = HEADINGS[level - 1]!;
      return <Heading key={key}>{children}</Heading>;
    }
    case 'bulletList':
      return <ul key={key}>{children}</ul>;
    case 'orderedList':
      return <ol key={key}>{children}</ol>;
    case 'listItem':
      return <li key={key}>{children}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'codeBlock':
      return (
        <pre key={key}>
          <code>{children}</code>
        </pre>
      );
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} />;
    default:
      return children ? <Fragment key={key}>{children}</Fragment> : null;
  }
}

/** A stored rich text as a Tiptap document, or undefined when it is none (plain text, or invalid JSON). */
function documentOf(text: string): Node | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isTextMap(parsed) && parsed.type === 'doc' ? (parsed as Node) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A multilingual rich text (serialised Tiptap JSON per language) in the page's language, falling back to the
 * default one. Text that is no document reads as plain text (the spec), and an empty text renders nothing.
 * Renders on the server and in the browser alike: no editor is loaded.
 */
export function RichText({ value, language, className }: { value: unknown; language: Language; className?: string }) {
  const text = localized(value, language);
  if (!text.trim()) return null;
  const document = documentOf(text);
  const body = document ? childrenOf(document) : text.split(/\n{2,}/).map((part, index) => <p key={index}>{part}</p>);
  return <div className={cn('rich-text', className)}>{body}</div>;
}
