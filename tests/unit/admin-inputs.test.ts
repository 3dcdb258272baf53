import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_DOCUMENT_TEXT,
  emptyDocument,
  isEmptyDocument,
  parseRichText,
  plainTextToDocument,
  richTextHasContent,
  serializeDocument,
} from '../../src/components/admin/field-kinds/richtext/rich-text-value';
import { asDate, minuteOptions, utcDayAsLocal, utcMidnight } from '../../src/components/admin/field-kinds/date/date-value';
import { fileExtension, formatFileSize, mediaKind } from '../../src/components/admin/field-kinds/file/file-value';
import {
  InvalidJsonText,
  isInvalidJsonText,
  jsonToText,
  parseJsonText,
  sameJson,
} from '../../src/components/admin/field-kinds/json/json-text';
import { numberTextShows, parseNumberText } from '../../src/components/admin/field-kinds/number/number-text';
import { languageTabs, toTextMap, withLanguageText } from '../../src/components/admin/field-kinds/shared/language-map';

describe('rich text values', () => {
  const document = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] };

  it('reads an empty value as the default document, one empty paragraph', () => {
    for (const value of [undefined, null, '', '   '])
      expect(parseRichText(value)).toEqual({ kind: 'document', document: emptyDocument() });
    expect(EMPTY_DOCUMENT_TEXT).toBe('{"type":"doc","content":[{"type":"paragraph"}]}');
  });

  it('reads a serialised document, and a document object', () => {
    expect(parseRichText(JSON.stringify(document))).toEqual({ kind: 'document', document });
    expect(parseRichText(document)).toEqual({ kind: 'document', document });
  });

  it('falls back to plain text for anything that is no JSON document', () => {
    expect(parseRichText('<p>Hello</p>')).toEqual({ kind: 'plain', text: '<p>Hello</p>' });
    expect(parseRichText('{"type":"doc"')).toEqual({ kind: 'plain', text: '{"type":"doc"' });
    expect(parseRichText('"text"')).toEqual({ kind: 'plain', text: '"text"' });
    expect(parseRichText('{"type":"paragraph"}')).toEqual({ kind: 'plain', text: '{"type":"paragraph"}' });
    expect(parseRichText('{"type":"doc","content":[1]}').kind).toBe('plain');
    expect(parseRichText('42')).toEqual({ kind: 'plain', text: '42' });
  });

  it('tells empty documents from ones with content', () => {
    expect(isEmptyDocument(emptyDocument())).toBe(true);
    expect(isEmptyDocument({ type: 'doc', content: [] })).toBe(true);
    expect(isEmptyDocument(document)).toBe(false);
    expect(isEmptyDocument({ type: 'doc', content: [{ type: 'heading', attrs: { level: 1 } }] })).toBe(false);
    expect(isEmptyDocument({ type: 'doc', content: [{ type: 'paragraph' }, { type: 'paragraph' }] })).toBe(false);
    expect(richTextHasContent(EMPTY_DOCUMENT_TEXT)).toBe(false);
    expect(richTextHasContent(undefined)).toBe(false);
    expect(richTextHasContent(serializeDocument(document))).toBe(true);
    expect(richTextHasContent('plain words')).toBe(true);
  });

  it('turns plain text into one paragraph a line, with no empty text node', () => {
    expect(plainTextToDocument('One\r\n\nTwo')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'Two' }] },
      ],
    });
    expect(plainTextToDocument('')).toEqual(emptyDocument());
  });
});

describe('multilingual maps', () => {
  it('keeps only text entries, and reads a plain string as the admin language', () => {
    expect(toTextMap({ en: 'Hi', ru: 3, de: null }, 'en')).toEqual({ en: 'Hi' });
    expect(toTextMap('Hi', 'ru')).toEqual({ ru: 'Hi' });
    expect(toTextMap(undefined, 'en')).toEqual({});
    expect(toTextMap(['x'], 'en')).toEqual({});
  });

  it('drops a language whose text is emptied, and keeps the order of the others', () => {
    expect(withLanguageText({ en: 'Hi', ru: 'Привет' }, 'en', '')).toEqual({ ru: 'Привет' });
    expect(Object.keys(withLanguageText({ en: 'Hi', ru: 'Привет' }, 'en', 'Hello'))).toEqual(['en', 'ru']);
    expect(withLanguageText({}, 'ru', 'Привет')).toEqual({ ru: 'Привет' });
    expect(withLanguageText({ en: 'x' }, 'en', EMPTY_DOCUMENT_TEXT, (text) => !richTextHasContent(text))).toEqual({});
  });

  it('puts the admin language first, and shows stored languages the site does not list', () => {
    expect(languageTabs('ru', ['en', 'ru'])).toEqual(['ru', 'en']);
    expect(languageTabs('en', ['en', 'ru'], ['de', 'en'])).toEqual(['en', 'ru', 'de']);
    expect(languageTabs('fr', ['en', 'ru'])).toEqual(['en', 'ru']);
  });
});

describe('number text', () => {
  it('is null when empty, a number when it reads as one, NaN otherwise', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('  ')).toBeNull();
    expect(parseNumberText('42')).toBe(42);
    expect(parseNumberText('-1.5')).toBe(-1.5);
    expect(parseNumberText('1,5')).toBe(1.5);
    expect(parseNumberText('.5')).toBe(0.5);
    expect(parseNumberText('1e3')).toBe(1000);
    for (const text of ['-', '1e', 'abc', '0x10', '1 000', 'Infinity', '1e999']) expect(parseNumberText(text)).toBeNaN();
  });

  it('knows when the text already shows the value', () => {
    expect(numberTextShows('1.', 1)).toBe(true);
    expect(numberTextShows('', null)).toBe(true);
    expect(numberTextShows('-', Number.NaN)).toBe(true);
    expect(numberTextShows('2', 1)).toBe(false);
    expect(numberTextShows('', 0)).toBe(false);
  });
});

describe('dates', () => {
  it('reads form values as dates', () => {
    const date = new Date('2026-11-21T10:00:00.000Z');
    expect(asDate(date)).toBe(date);
    expect(asDate('2026-11-21T10:00:00.000Z')?.getTime()).toBe(date.getTime());
    expect(asDate(null)).toBeNull();
    expect(asDate('')).toBeNull();
    expect(asDate('not a date')).toBeNull();
    expect(asDate(new Date(Number.NaN))).toBeNull();
  });

  it('keeps a date column on its UTC day whatever the time zone', () => {
    const stored = utcMidnight(new Date(2026, 10, 21, 23, 30));
    expect(stored.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    const shown = utcDayAsLocal(stored);
    expect([shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours()]).toEqual([2026, 10, 21, 0]);
    expect(utcMidnight(shown).getTime()).toBe(stored.getTime());
  });

  it('offers minutes in steps of 5, and the value’s own minute', () => {
    expect(minuteOptions()).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(minuteOptions(35)).toHaveLength(12);
    expect(minuteOptions(7)).toEqual([0, 5, 7, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });
});

describe('json text', () => {
  it('parses JSON, and explains what does not parse', () => {
    expect(parseJsonText('{"a": [1, true, null]}')).toEqual({ ok: true, value: { a: [1, true, null] } });
    expect(parseJsonText('"text"')).toEqual({ ok: true, value: 'text' });
    const broken = parseJsonText('{"a": 1,');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/^Invalid JSON: /);
    expect(parseJsonText('  ').ok).toBe(false);
  });

  it('shows values pretty-printed, and the text of what did not parse', () => {
    expect(jsonToText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(jsonToText(undefined)).toBe('');
    expect(jsonToText(null)).toBe('');
    expect(jsonToText(new InvalidJsonText('{oops', 'Invalid JSON'))).toBe('{oops');
    expect(sameJson({ a: [1] }, { a: [1] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
  });

  it('hands the schema something it refuses while the text does not parse (the raw text would pass)', () => {
    const schema = z.json();
    expect(schema.safeParse('{"a": 1,').success).toBe(true);
    const invalid = new InvalidJsonText('{"a": 1,', 'Invalid JSON');
    expect(isInvalidJsonText(invalid)).toBe(true);
    expect(schema.safeParse(invalid).success).toBe(false);
  });
});

describe('files', () => {
  it('reads the extension of a URL or a name', () => {
    expect(fileExtension('https://cdn.example.com/a/photo.JPG?w=200#x')).toBe('jpg');
    expect(fileExtension('/files/archive.tar.gz')).toBe('gz');
    expect(fileExtension('https://example.com/files/.hidden')).toBe('');
    expect(fileExtension('https://example.com/v1.2/readme')).toBe('');
  });

  it('shows images and videos by extension, or by MIME type first', () => {
    for (const name of ['a.png', 'a.jpeg', 'a.gif', 'a.webp', 'a.avif', 'a.svg']) expect(mediaKind(name)).toBe('image');
    for (const name of ['a.mp4', 'a.webm', 'a.ogg', 'a.mov']) expect(mediaKind(name)).toBe('video');
    expect(mediaKind('a.pdf')).toBe('other');
    expect(mediaKind('blob-without-extension', 'image/heic')).toBe('image');
    expect(mediaKind('clip', 'video/quicktime')).toBe('video');
  });

  it('formats sizes', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(12_600)).toBe('12 KB');
    expect(formatFileSize(4_718_592)).toBe('4.5 MB');
  });
});
