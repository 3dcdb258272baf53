import { describe, expect, it } from 'vitest';
import { fitsSchema } from '../../../components/admin/field-kinds/richtext/rich-text-schema';
import type { RichTextDocument } from '../../../components/admin/field-kinds/richtext/rich-text-value';
import { htmlRichText } from './html-rich-text';

const parsed = (html: string) => JSON.parse(htmlRichText(html)) as RichTextDocument;
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const t = (text: string, marks?: unknown[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) });
const link = (href: string) => ({ type: 'link', attrs: { href } });

describe('htmlRichText', () => {
  it('writes paragraphs, links, emphasis and line breaks as the admin’s editor stores them', () => {
    const document = parsed(
      '<p>Здравствуйте!</p><p>Статус заказа {{order}}: <strong>{{status}}</strong>.<br>Сумма &mdash; {{total}}</p>' +
        '<p><a href="{{link}}">Заказ и <em>квитанция</em></a></p>',
    );
    expect(document).toEqual({
      type: 'doc',
      content: [
        p(t('Здравствуйте!')),
        p(
          t('Статус заказа {{order}}: '),
          t('{{status}}', [{ type: 'bold' }]),
          t('.'),
          { type: 'hardBreak' },
          t('Сумма — {{total}}'),
        ),
        p(t('Заказ и ', [link('{{link}}')]), t('квитанция', [link('{{link}}'), { type: 'italic' }])),
      ],
    });
    expect(fitsSchema(document)).toBe(true);
  });

  it('writes lists, and a section around blocks as paragraphs of its tags at the top, splitting a list there', () => {
    const document = parsed(
      '<p>Ответы:</p><ul>{{#answers}}<li>{{label}}: {{value}}</li>{{/answers}}</ul>' +
        '{{#link}}<p><a href="{{link}}">Открыть</a></p>{{/link}}<ol><li>Один</li><li><p>Два</p></li></ol>',
    );
    expect(document.content).toEqual([
      p(t('Ответы:')),
      p(t('{{#answers}}')),
      { type: 'bulletList', content: [{ type: 'listItem', content: [p(t('{{label}}: {{value}}'))] }] },
      p(t('{{/answers}}')),
      p(t('{{#link}}')),
      p(t('Открыть', [link('{{link}}')])),
      p(t('{{/link}}')),
      {
        type: 'orderedList',
        content: [
          { type: 'listItem', content: [p(t('Один'))] },
          { type: 'listItem', content: [p(t('Два'))] },
        ],
      },
    ]);
    expect(fitsSchema(document)).toBe(true);
  });

  it('gathers text between blocks into a paragraph, each section tag standing alone on its own', () => {
    expect(parsed('Hello, <b>{{name}}</b><p>Next</p>{{/a}}{{#b}}').content).toEqual([
      p(t('Hello, '), t('{{name}}', [{ type: 'bold' }])),
      p(t('Next')),
      p(t('{{/a}}')),
      p(t('{{#b}}')),
    ]);
  });

  it('gives an empty fragment the editor’s empty document', () => {
    expect(parsed('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(parsed('<p>  </p>')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});
