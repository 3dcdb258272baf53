'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import { BoldIcon, ItalicIcon, ListIcon, ListOrderedIcon, type LucideIcon, QuoteIcon, Redo2Icon, Undo2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { HEADING_LEVELS, type HeadingLevel } from './rich-text-schema';
import { useAdminWords } from '../../admin-context';

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

/** The editor's toolbar: text style, bold, italic, lists, quote, undo and redo. */
export function RichTextToolbar({ editor, label, disabled }: { editor: Editor | null; label: string; disabled?: boolean }) {
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
  const words = useAdminWords().fields;
  const chain = () => editor!.chain().focus();

  const toggles: { key: string; label: string; icon: LucideIcon; active: boolean; run(): void }[] = [
    { key: 'bold', label: words.bold, icon: BoldIcon, active: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: words.italic, icon: ItalicIcon, active: state.italic, run: () => chain().toggleItalic().run() },
    {
      key: 'bulletList',
      label: words.bulletList,
      icon: ListIcon,
      active: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: words.orderedList,
      icon: ListOrderedIcon,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      label: words.quote,
      icon: QuoteIcon,
      active: state.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
  ];

  return (
    <div
      role="toolbar"
      aria-label={words.formatting(label)}
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
        <SelectTrigger size="sm" aria-label={words.textStyle} className="w-36 shrink-0">
          <SelectValue />
        </SelectTrigger>
        <SelectContent
          // Back to the text after choosing, not to the trigger.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            editor?.commands.focus();
          }}
        >
          <SelectItem value="0">{words.paragraph}</SelectItem>
          {HEADING_LEVELS.map((level) => (
            <SelectItem key={level} value={String(level)}>
              {words.heading(level)}
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
        aria-label={words.undo}
        title={words.undo}
        disabled={off || !state.canUndo}
        onClick={() => chain().undo().run()}
      >
        <Undo2Icon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={words.redo}
        title={words.redo}
        disabled={off || !state.canRedo}
        onClick={() => chain().redo().run()}
      >
        <Redo2Icon />
      </Button>
    </div>
  );
}
