'use client';

import { EditorContent, getSchema, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { BoldIcon, ItalicIcon, ListIcon, ListOrderedIcon, type LucideIcon, QuoteIcon, Redo2Icon, Undo2Icon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { isEmptyDocument, parseRichText, type RichTextDocument } from './rich-text-value';

/**
 * The Tiptap editor of a rich text field. This module (Tiptap and ProseMirror, some 100 KB gzip) is only loaded
 * through next/dynamic from rich-text-input.tsx, when a form with a rich text field opens.
 */

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
type HeadingLevel = (typeof HEADING_LEVELS)[number];

const extensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    // Stored documents may hold links; keep them, but an admin's click edits rather than navigates.
    link: { openOnClick: false },
  }),
];

const schema = getSchema(extensions);

/** Whether the editor's schema takes the document as it is (no unknown node, mark or misplaced content). */
function fitsSchema(document: RichTextDocument): boolean {
  try {
    schema.nodeFromJSON(document).check();
    return true;
  } catch {
    return false;
  }
}

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
      <Toolbar editor={editor} label={label} disabled={disabled} />
      {editor ? <EditorContent editor={editor} /> : <div aria-hidden="true" className="min-h-32 px-3 py-2" />}
    </div>
  );
}

const NO_STATE = {
  bold: false,
  italic: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  heading: 0 as HeadingLevel | 0,
  canUndo: false,
  canRedo: false,
};

function Toolbar({ editor, label, disabled }: { editor: Editor | null; label: string; disabled?: boolean }) {
  const state =
    useEditorState({
      editor,
      selector: ({ editor: current }) => {
        if (!current) return NO_STATE;
        return {
          bold: current.isActive('bold'),
          italic: current.isActive('italic'),
          bulletList: current.isActive('bulletList'),
          orderedList: current.isActive('orderedList'),
          blockquote: current.isActive('blockquote'),
          heading: (HEADING_LEVELS.find((level) => current.isActive('heading', { level })) ?? 0) as HeadingLevel | 0,
          canUndo: current.can().undo(),
          canRedo: current.can().redo(),
        };
      },
    }) ?? NO_STATE;

  const off = disabled || !editor;
  const chain = () => editor!.chain().focus();

  const toggles: { key: string; label: string; icon: LucideIcon; active: boolean; run(): void }[] = [
    { key: 'bold', label: 'Bold', icon: BoldIcon, active: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: 'Italic', icon: ItalicIcon, active: state.italic, run: () => chain().toggleItalic().run() },
    {
      key: 'bulletList',
      label: 'Bulleted list',
      icon: ListIcon,
      active: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: 'Numbered list',
      icon: ListOrderedIcon,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: 'blockquote', label: 'Quote', icon: QuoteIcon, active: state.blockquote, run: () => chain().toggleBlockquote().run() },
  ];

  return (
    <div
      role="toolbar"
      aria-label={`${label}: formatting`}
      className="flex flex-wrap items-center gap-1 border-b border-input p-1"
    >
      <Select
        value={String(state.heading)}
        disabled={off}
        onValueChange={(next) => {
          const level = Number(next);
          if (level === 0) chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: level as HeadingLevel })
              .run();
        }}
      >
        <SelectTrigger size="sm" aria-label="Text style" className="w-36 shrink-0">
          <SelectValue />
        </SelectTrigger>
        <SelectContent
          // Back to the text after choosing, not to the trigger.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            editor?.commands.focus();
          }}
        >
          <SelectItem value="0">Paragraph</SelectItem>
          {HEADING_LEVELS.map((level) => (
            <SelectItem key={level} value={String(level)}>
              Heading {level}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-border" />
      {toggles.map(({ key, label: name, icon: Icon, active, run }) => (
        <Button
          key={key}
          variant="ghost"
          size="icon"
          className="size-8 aria-pressed:bg-accent aria-pressed:text-accent-foreground"
          aria-label={name}
          title={name}
          aria-pressed={active}
          disabled={off}
          onClick={run}
        >
          <Icon />
        </Button>
      ))}
      <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-border" />
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Undo"
        title="Undo"
        disabled={off || !state.canUndo}
        onClick={() => chain().undo().run()}
      >
        <Undo2Icon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Redo"
        title="Redo"
        disabled={off || !state.canRedo}
        onClick={() => chain().redo().run()}
      >
        <Redo2Icon />
      </Button>
    </div>
  );
}
