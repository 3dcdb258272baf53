'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { extensions, fitsSchema } from './rich-text-schema';
import { RichTextToolbar } from './rich-text-toolbar';
import { isEmptyDocument, parseRichText, type RichTextDocument } from './rich-text-value';

/**
 * The Tiptap editor of a rich text field. This module (Tiptap and ProseMirror, some 100 KB gzip) is only loaded
 * through next/dynamic from rich-text-input.tsx, when a form with a rich text field opens.
 */

export interface RichTextEditorProps {
  /** The stored text: a serialised document (empty: the default, one empty paragraph). */
  value: unknown;
  /** Called with the serialised document after every change. */
  onChange(text: string): void;
  onBlur(): void;
  /** The value is no document this editor can take: the caller shows the plain text fallback. */
  onInvalid(): void;
  /** Screen-reader name of the editable area (a <label for> cannot name a contenteditable element). */
  label: string;
  id: string;
  lang?: string;
  disabled?: boolean;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

/** Tiptap 3 with a small toolbar; falls back (through onInvalid) when the value is not a document of its schema. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onInvalid } = props;
  const parsed = parseRichText(value);
  const [initial] = useState(() => (parsed.kind === 'document' && fitsSchema(parsed.document) ? parsed.document : null));
  useEffect(() => {
    if (!initial) onInvalid();
  }, [initial, onInvalid]);
  return initial ? <TiptapEditor {...props} initial={initial} /> : null;
}

function TiptapEditor({
  value,
  onChange,
  onBlur,
  onInvalid,
  label,
  id,
  lang,
  disabled,
  initial,
  ...aria
}: RichTextEditorProps & { initial: RichTextDocument }) {
  // Tiptap binds its event handlers once, at creation: they read the latest props through refs.
  const handlers = useRef({ onChange, onBlur, onInvalid });
  useEffect(() => {
    handlers.current = { onChange, onBlur, onInvalid };
  });

  const invalid = aria['aria-invalid'];
  const describedBy = aria['aria-describedby'];
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(lang ? { lang } : {}),
        ...(disabled ? { 'aria-disabled': 'true' } : {}),
        class: cn(
          'min-h-32 max-h-[28rem] overflow-y-auto px-3 py-2 text-base outline-none md:text-sm',
          '[&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
          '[&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold',
          '[&_h4]:text-base [&_h4]:font-semibold [&_h5]:text-sm [&_h5]:font-semibold [&_h6]:text-xs [&_h6]:font-semibold [&_h6]:uppercase',
          '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:underline',
          '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-2',
          '[&>*+*]:mt-2',
        ),
      },
    }),
    [id, label, invalid, describedBy, lang, disabled],
  );

  const editor = useEditor({
    extensions,
    content: initial,
    // Next renders on the server first: create the editor in the browser only, after hydration.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editable: !disabled,
    enableContentCheck: true,
    editorProps,
    onContentError: () => handlers.current.onInvalid(),
    onUpdate: ({ editor: updated }) => handlers.current.onChange(JSON.stringify(updated.getJSON())),
    onBlur: () => handlers.current.onBlur(),
  });

  useEffect(() => {
    if (editor && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value set from outside (a form reset, another record) replaces the content; the editor's own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = parseRichText(value);
    if (next.kind === 'plain') {
      handlers.current.onInvalid();
      return;
    }
    if (typeof value === 'string' && value === JSON.stringify(editor.getJSON())) return;
    if (isEmptyDocument(next.document) && editor.isEmpty) return;
    if (!fitsSchema(next.document)) {
      handlers.current.onInvalid();
      return;
    }
    editor.commands.setContent(next.document, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      data-slot="rich-text-editor"
      data-disabled={disabled || undefined}
      className={cn(
        'min-w-0 rounded-md border border-input bg-card shadow-xs transition-[color,box-shadow]',
        'has-[.ProseMirror:focus-visible]:border-ring has-[.ProseMirror:focus-visible]:ring-[3px] has-[.ProseMirror:focus-visible]:ring-ring/50',
        'has-[[aria-invalid=true]]:border-destructive data-disabled:opacity-50',
      )}
    >
      <RichTextToolbar editor={editor} label={label} disabled={disabled} />
      {editor ? <EditorContent editor={editor} /> : <div aria-hidden="true" className="min-h-32 px-3 py-2" />}
    </div>
  );
}
