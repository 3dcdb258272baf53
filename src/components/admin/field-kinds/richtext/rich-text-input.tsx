'use client';

import dynamic from 'next/dynamic';
import { useCallback, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { controlProps, describedBy } from '../shared/control-props';
import type { InputProps } from '../field-kind';
import { LanguageTabs } from '../shared/language-tabs';
import {
  EMPTY_DOCUMENT_TEXT,
  parseRichText,
  plainTextToDocument,
  richTextHasContent,
  serializeDocument,
} from './rich-text-value';
import { toTextMap, withLanguageText } from '../shared/language-map';
import { useAdminWords, useRegistryNames } from '../../admin-context';

/** Tiptap is downloaded when a rich text field is first shown, not with the admin's other screens. */
const RichTextEditor = dynamic(() => import('./rich-text-editor').then((module) => module.RichTextEditor), {
  ssr: false,
  loading: () => <EditorSkeleton />,
});

function EditorSkeleton() {
  const words = useAdminWords().fields;
  return (
    <div aria-busy="true" aria-label={words.loadingEditor} className="rounded-md border border-input p-2">
      <Skeleton className="mb-2 h-8 w-2/3" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * A rich text: the Tiptap editor over a serialised document. The registry's rich text fields are multilingual
 * (`multilingual()`: a map of texts), so the form value is `{ en: '<document JSON>', ru: '…' }`, one tab per
 * language, languages with an empty document left out. A field that is not multilingual takes the document JSON
 * text itself (an empty editor gives the default document, one empty paragraph).
 */
export function RichTextInput(props: InputProps) {
  const { entity, field, value, onChange, language, disabled } = props;
  const label = useRegistryNames().field(entity.path, field);

  if (!field.multilingual) {
    return <RichTextField {...props} text={value} onText={onChange} />;
  }
  const map = toTextMap(value, language);
  return (
    <LanguageTabs label={label} language={language} value={map} filled={richTextHasContent} disabled={disabled}>
      {(code) => (
        <RichTextField
          {...props}
          lang={code}
          text={map[code]}
          onText={(text) => onChange(withLanguageText(map, code, text, (next) => !richTextHasContent(next)))}
        />
      )}
    </LanguageTabs>
  );
}

interface RichTextFieldProps extends InputProps {
  text: unknown;
  onText(text: string): void;
  lang?: string;
}

type Mode = 'editor' | 'plain';
const modeOf = (text: unknown): Mode => (parseRichText(text).kind === 'plain' ? 'plain' : 'editor');

/** One document: the editor, or (text that is no document) a plain text box, as the spec asks. */
function RichTextField(props: RichTextFieldProps) {
  const { entity, field, text, onText, onBlur, lang, disabled } = props;
  const noteId = useId();
  const words = useAdminWords().fields;
  const names = useRegistryNames();
  const [mode, setMode] = useState<Mode>(() => modeOf(text));
  // A value from outside (a reset, another record) decides the mode again; the value this field just gave does not.
  const [given, setGiven] = useState<unknown>(text);
  const [seen, setSeen] = useState<unknown>(text);
  if (seen !== text) {
    setSeen(text);
    // A dropped language (an emptied text) echoes an empty text too.
    const blank = text === undefined || text === null || text === '';
    const echo = text === given || (blank && !richTextHasContent(given));
    if (!echo) setMode(modeOf(text));
  }
  const give = (next: string) => {
    setGiven(next);
    onText(next);
  };
  const toPlain = useCallback(() => setMode('plain'), []);

  if (mode === 'editor') {
    return (
      <RichTextEditor
        value={text}
        onChange={give}
        onBlur={onBlur}
        onInvalid={toPlain}
        label={names.field(entity.path, field)}
        id={props.id}
        lang={lang}
        disabled={disabled}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
      />
    );
  }

  const plain = typeof text === 'string' ? text : text === null || text === undefined ? '' : JSON.stringify(text);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Textarea
        {...controlProps(props)}
        aria-describedby={describedBy(props['aria-describedby'], noteId)}
        lang={lang}
        rows={6}
        className="max-h-96"
        value={plain}
        onChange={(event) => give(event.target.value)}
        onBlur={onBlur}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={noteId} className="text-sm text-muted-foreground">
          {words.notRichText}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => {
            give(plain.trim() ? serializeDocument(plainTextToDocument(plain)) : EMPTY_DOCUMENT_TEXT);
            setMode('editor');
          }}
        >
          {words.toRichText}
        </Button>
      </div>
    </div>
  );
}
