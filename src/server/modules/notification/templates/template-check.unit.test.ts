import { describe, expect, it } from 'vitest';
import { kindOfRecordVariant, recordVariantsOf } from './record-variants';
import { richTextTemplate, wordsProblems } from './template-check';

const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, href?: string) => ({
  type: 'text',
  text: value,
  ...(href ? { marks: [{ type: 'link', attrs: { href } }] } : {}),
});

describe('richTextTemplate', () => {
  it('reads the words and the links’ addresses in the order they stand, a node per line', () => {
    const template = richTextTemplate(
      doc(
        paragraph(text('{{#answers}}')),
        paragraph(text('{{label}}: '), text('{{value}}', '{{link}}')),
        paragraph(text('{{/answers}}')),
      ),
    );
    expect(template).toBe('{{#answers}}\n{{label}}: \n{{link}}\n{{value}}\n{{/answers}}');
  });

  it('reads text that is no document as it is', () => {
    expect(richTextTemplate('Hello {{name}')).toBe('Hello {{name}');
    expect(richTextTemplate('"a JSON string"')).toBe('"a JSON string"');
  });
});

describe('wordsProblems', () => {
  const kind = 'generate-email-crm-form-request-created-admin';

  it('accepts the kind’s variables, its lists’ fields inside their sections and the common ones', () => {
    expect(
      wordsProblems(kind, {
        title: { ru: 'Заявка {{request}} с сайта {{siteName}}', en: 'Request {{request}}' },
        text: { ru: '{{#answers}}{{label}}: {{value}}\n{{/answers}}{{siteUrl}}' },
        description: { en: doc(paragraph(text('{{form}}', '{{siteUrl}}/crm/{{formSlug}}'))) },
      }),
    ).toEqual([]);
  });

  it('names each field, language and unknown placeholder, a link’s address included', () => {
    expect(
      wordsProblems(kind, {
        title: { ru: 'Заявка {{foo}}', en: 'Request {{request}}' },
        text: { en: '{{#answers}}{{label}}{{/answers}} {{label}}' },
        description: { ru: doc(paragraph(text('Форма', '{{formLink}}'))) },
      }),
    ).toEqual([
      { field: 'title', language: 'ru', placeholder: 'foo', problem: 'unknown placeholder {{foo}}' },
      { field: 'text', language: 'en', placeholder: 'label', problem: 'unknown placeholder {{label}}' },
      { field: 'description', language: 'ru', placeholder: 'formLink', problem: 'unknown placeholder {{formLink}}' },
    ]);
  });

  it('refuses a section left open or closed twice, with Mustache’s account of it', () => {
    const [problem] = wordsProblems(kind, { text: { ru: '{{#answers}}{{label}}' } });
    expect(problem).toMatchObject({ field: 'text', language: 'ru' });
    expect(problem!.placeholder).toBeUndefined();
    expect(problem!.problem).toMatch(/unclosed section "answers"/i);
    expect(wordsProblems(kind, { title: { en: '{{/answers}}' } })).toHaveLength(1);
  });

  it('lets a record of no kind use the common variables only', () => {
    expect(wordsProblems(undefined, { title: { ru: '{{siteName}}' } })).toEqual([]);
    expect(wordsProblems(undefined, { title: { ru: '{{order}}' } })).toMatchObject([{ placeholder: 'order' }]);
  });
});

describe('legacy variants', () => {
  it('reads order-status-changed as the e-mail of an order’s new status, and looks for records of both names', () => {
    const kind = 'generate-email-ecommerce-order-status-changed-default';
    expect(kindOfRecordVariant('order-status-changed')).toBe(kind);
    expect(kindOfRecordVariant(kind)).toBe(kind);
    expect(kindOfRecordVariant('default')).toBeUndefined();
    expect(recordVariantsOf(kind)).toEqual([kind, 'order-status-changed']);
    expect(recordVariantsOf('reset-password')).toEqual(['reset-password']);
  });
});
