import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { fitsSchema } from '../../../components/admin/field-kinds/richtext/rich-text-schema';
import type { RichTextDocument } from '../../../components/admin/field-kinds/richtext/rich-text-value';
import { MESSAGE_KIND_NAMES } from '../../../shared/message-kind-names';
import { MESSAGE_KINDS } from '../../modules/notification/templates/catalog';
import { DEFAULT_WORDS } from '../../modules/notification/templates/defaults';
import { kindOfRecordVariant } from '../../modules/notification/templates/record-variants';
import { wordsProblems } from '../../modules/notification/templates/template-check';
import { templateWords } from '../../modules/notification/templates/template-words';
import { seed } from '..';

/**
 * The seed writes the words of every kind of message as a template record (docs/decisions/0046): one per kind, in
 * Russian and English, that an editor could have saved (its placeholders its kind's, its rich text the editor's).
 */
describe('the seeded message templates', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
    await seed(db);
  });
  afterAll(() => db.dispose());

  it('has one record of every kind of message, titled in Russian', async () => {
    const records = await db.prisma.notificationTemplate.findMany({ select: { variant: true, adminTitle: true } });
    expect(records.map((record) => record.variant).sort()).toEqual(Object.keys(MESSAGE_KINDS).sort());
    for (const { variant, adminTitle } of records) expect(adminTitle).toBe(MESSAGE_KIND_NAMES.ru[variant]);
  });

  it('writes records that pass the check of an editor’s save, with the built-in words, the HTML as the editor’s rich text', async () => {
    const records = await db.prisma.notificationTemplate.findMany();
    for (const record of records) {
      const kind = kindOfRecordVariant(record.variant)!;
      expect(wordsProblems(kind, record), record.variant).toEqual([]);
      for (const language of ['ru', 'en'] as const) {
        const { title, text } = DEFAULT_WORDS[kind]![language];
        expect(record.title, record.variant).toMatchObject({ [language]: title });
        expect(record.text, record.variant).toMatchObject({ [language]: text });
        const document = JSON.parse((record.description as Record<string, string>)[language]!) as RichTextDocument;
        expect(fitsSchema(document), `${record.variant} (${language})`).toBe(true);
        expect((await templateWords(db, kind, language)).templateId).toBe(record.id);
      }
    }
  });
});
