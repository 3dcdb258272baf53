import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/shared/languages';
import { MESSAGE_KIND_NAMES } from '@/shared/message-kind-names';
import { COMMON_VARIABLES, MESSAGE_KINDS } from '../../../../server/modules/notification/templates/catalog';
import { TEMPLATE_PREVIEW_DICTIONARY } from './template-preview-dictionary';

/** Every placeholder the catalog offers: the common ones, each kind's variables and its lists' `list.field`. */
const PLACEHOLDERS = [
  ...new Set([
    ...COMMON_VARIABLES,
    ...Object.values(MESSAGE_KINDS).flatMap((kind) =>
      kind.variables.flatMap((variable) =>
        typeof variable === 'string'
          ? [variable]
          : [variable.list, ...variable.fields.map((field) => `${variable.list}.${field}`)],
      ),
    ),
  ]),
];

describe('the words of message kinds in the admin', () => {
  // A new kind or variable fails here until it has its words in both languages.
  it.each(LANGUAGES)('names every kind of message (%s)', (language) => {
    expect(Object.keys(MESSAGE_KINDS).filter((variant) => !MESSAGE_KIND_NAMES[language][variant])).toEqual([]);
    expect(Object.keys(MESSAGE_KIND_NAMES[language]).filter((variant) => !Object.hasOwn(MESSAGE_KINDS, variant))).toEqual([]);
  });

  it.each(LANGUAGES)('says what every placeholder holds (%s)', (language) => {
    const meanings = TEMPLATE_PREVIEW_DICTIONARY[language].meanings;
    expect(PLACEHOLDERS.filter((name) => !meanings[name])).toEqual([]);
  });
});
