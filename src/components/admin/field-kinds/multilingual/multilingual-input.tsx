'use client';

import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useRegistryNames } from '../../admin-context';
import { controlProps } from '../shared/control-props';
import type { InputProps } from '../field-kind';
import { LanguageTabs } from '../shared/language-tabs';
import { toTextMap, withLanguageText } from '../shared/language-map';

/** Names of multilingual fields that hold prose rather than a title: those get a multi-line box. */
const LONG_TEXT = /description|text|content|body|comment|message|summary|answer/i;

const hasText = (text: string | undefined) => Boolean(text?.trim());

/**
 * A text per language: the form value is a map `{ en: '…', ru: '…' }` whose languages with empty text are left out
 * (an all-empty text is `{}`).
 */
export function MultilingualInput(props: InputProps) {
  const { value, onChange, onBlur, entity, field, language, disabled } = props;
  const label = useRegistryNames().field(entity.path, field);
  const map = toTextMap(value, language);
  const long = LONG_TEXT.test(field.name);

  return (
    <LanguageTabs label={label} language={language} value={map} filled={hasText} disabled={disabled}>
      {(code) => {
        const common = {
          ...controlProps(props),
          lang: code,
          value: map[code] ?? '',
          onBlur,
          onChange: (event: { target: { value: string } }) => onChange(withLanguageText(map, code, event.target.value)),
        };
        return long ? <Textarea {...common} rows={3} className="max-h-96" /> : <Input {...common} type="text" />;
      }}
    </LanguageTabs>
  );
}
