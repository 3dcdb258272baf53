'use client';

import { useId, useState } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { controlProps, describedBy } from '../shared/control-props';
import type { InputProps } from '../field-kind';
import { InvalidJsonText, jsonToText, parseJsonText, sameJson } from './json-text';

/**
 * JSON as text. The form value is the parsed JSON while the text parses. An emptied box is null for a nullable
 * field and '' otherwise (which the form leaves out: the default applies, or the value stays). Text that does not
 * parse stays in the box, and the form value is an InvalidJsonText (the text and the parser's message), which the
 * generated `z.json()` refuses ("Invalid input"); the raw text itself would pass it, saved as a JSON string.
 */
export function JsonInput(props: InputProps) {
  const { value, onChange, onBlur, field } = props;
  const messageId = useId();
  const [text, setText] = useState(() => jsonToText(value));
  // A value from outside (a reset, a loaded record) rewrites the text; the value this box just gave does not.
  const [given, setGiven] = useState<unknown>(value);
  const [seen, setSeen] = useState<unknown>(value);
  if (seen !== value) {
    setSeen(value);
    if (!sameJson(value, given)) setText(jsonToText(value));
  }

  const result = parseJsonText(text);
  const problem = !result.ok && text.trim() !== '' ? result.message : undefined;

  const give = (next: unknown) => {
    setGiven(next);
    onChange(next);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Textarea
        {...controlProps(props)}
        aria-invalid={props['aria-invalid'] ?? (problem ? true : undefined)}
        aria-describedby={describedBy(props['aria-describedby'], problem && messageId)}
        rows={8}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        className="max-h-[32rem] font-mono text-sm md:text-xs"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const parsed = parseJsonText(next);
          if (parsed.ok) give(parsed.value);
          else if (next.trim() === '') give(field.nullable ? null : '');
          else give(new InvalidJsonText(next, parsed.message));
        }}
        onBlur={() => {
          // Tidy the text once it parses (what was typed stays when it does not).
          if (result.ok) setText(jsonToText(result.value));
          onBlur();
        }}
      />
      {/* Once the form has checked the field, its own message (the same) shows under it instead. */}
      {problem && !props['aria-invalid'] ? (
        <p id={messageId} className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
