import { describe, expect, it } from 'vitest';
import { fillWords } from './render';
import { richTextHtml } from './rich-text-html';

const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const doc = (...content: object[]) => JSON.stringify({ type: 'doc', content });
const link = (href: unknown) => [{ type: 'link', attrs: { href } }];

describe('richTextHtml', () => {
  it('draws paragraphs, headings, marks, lists, quotes, code, breaks and rules', () => {
    const html = richTextHtml(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Отчёт')] },
        paragraph(
          text('жирный', [{ type: 'bold' }]),
          text(' '),
          text('курсив', [{ type: 'italic' }]),
          text(' '),
          text('подчёркнутый', [{ type: 'underline' }]),
          text(' '),
          text('зачёркнутый', [{ type: 'strike' }]),
          text(' '),
          text('код', [{ type: 'code' }]),
          { type: 'hardBreak' },
          text('вторая строка'),
        ),
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('один'))] }] },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [paragraph(text('три')), paragraph(text('и ещё'))] }],
        },
        { type: 'blockquote', content: [paragraph(text('цитата')), paragraph(text('её конец'))] },
        { type: 'codeBlock', content: [text('a < b')] },
        { type: 'horizontalRule' },
        { type: 'heading', attrs: { level: 9 }, content: [text('глубже некуда')] },
      ),
    );
    expect(html).toBe(
      '<h2>Отчёт</h2>' +
        '<p><strong>жирный</strong> <em>курсив</em> <u>подчёркнутый</u> <s>зачёркнутый</s> <code>код</code><br>вторая строка</p>' +
        '<ul><li>один</li></ul>' +
        '<ol start="3"><li>три<br>и ещё</li></ol>' +
        '<blockquote>цитата<br><br>её конец</blockquote>' +
        '<pre><code>a &lt; b</code></pre>' +
        '<hr>' +
        '<h6>глубже некуда</h6>',
    );
  });

  it('nests marks around a link', () => {
    expect(richTextHtml(doc(paragraph(text('сайт', [{ type: 'bold' }, ...link('https://example.org/?a=1&b=2')]))))).toBe(
      '<p><a href="https://example.org/?a=1&amp;b=2"><strong>сайт</strong></a></p>',
    );
  });

  it('escapes text, and keeps its placeholders for Mustache', () => {
    const html = richTextHtml(doc(paragraph(text('<script>alert("x")</script> & {{order}} {{#answers}}{{label}}{{/answers}}'))));
    expect(html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; {{order}} {{#answers}}{{label}}{{/answers}}</p>',
    );
  });

  it('turns unescaped placeholders into escaped ones: a value is text, never markup', () => {
    const html = richTextHtml(doc(paragraph(text('{{{author}}} и {{& author}}'))));
    expect(html).toBe('<p>{{author}} и {{author}}</p>');
    expect(fillWords({ title: '', text: '', html }, { author: '<b>Анна</b>' }).html).toBe(
      '<p>&lt;b&gt;Анна&lt;/b&gt; и &lt;b&gt;Анна&lt;/b&gt;</p>',
    );
  });

  it('keeps a link to one placeholder, filled with the value escaped', () => {
    const html = richTextHtml(doc(paragraph(text('Открыть заказ', link('{{link}}')))));
    expect(html).toBe('<p><a href="{{link}}">Открыть заказ</a></p>');
    const filled = fillWords({ title: '', text: '', html }, { link: 'https://example.org/ru/billing/invoices/1?a=1&b="2"' });
    expect(filled.html).toBe(
      '<p><a href="https://example.org/ru/billing/invoices/1?a=1&amp;b=&quot;2&quot;">Открыть заказ</a></p>',
    );
  });

  it('keeps safe links, and drops the others with their text kept', () => {
    const hrefs = [
      'https://example.org/a',
      'http://example.org',
      'mailto:help@example.org',
      'tel:+79990000000',
      '/ru/about',
      '#stages',
    ];
    for (const href of hrefs) expect(richTextHtml(doc(paragraph(text('x', link(href)))))).toBe(`<p><a href="${href}">x</a></p>`);
    const unsafe = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      'vbscript:x',
      '{{link}}x',
      '{{{link}}}',
      '{{#link}}',
      42,
      null,
    ];
    for (const href of unsafe) expect(richTextHtml(doc(paragraph(text('x', link(href)))))).toBe('<p>x</p>');
    // A web address stays one whatever a placeholder in it is filled with; its quotes cannot end the attribute.
    expect(richTextHtml(doc(paragraph(text('x', link('https://t.me/{{name}}"onclick="x')))))).toBe(
      '<p><a href="https://t.me/{{name}}&quot;onclick=&quot;x">x</a></p>',
    );
  });

  it('writes a section tag alone in its paragraph bare, so that a list over paragraphs leaves no empty ones', () => {
    const html = richTextHtml(
      doc(paragraph(text('{{#answers}}')), paragraph(text('{{label}}: {{value}}')), paragraph(text('{{/answers}}'))),
    );
    expect(html).toBe('{{#answers}}<p>{{label}}: {{value}}</p>{{/answers}}');
    const filled = fillWords(
      { title: '', text: '', html },
      {
        answers: [
          { label: 'Имя', value: 'Анна' },
          { label: 'Сумма', value: '500 ₽' },
        ],
      },
    );
    expect(filled.html).toBe('<p>Имя: Анна</p><p>Сумма: 500 ₽</p>');
  });

  it('reads what is no document as plain text, and ignores what a hand-edited document holds where nodes belong', () => {
    expect(richTextHtml('Здравствуйте!\n\nСтрока\nи ещё <одна>')).toBe('<p>Здравствуйте!</p><p>Строка<br>и ещё &lt;одна&gt;</p>');
    expect(richTextHtml('{"type":"paragraph"}')).toBe('<p>{&quot;type&quot;:&quot;paragraph&quot;}</p>');
    expect(richTextHtml(JSON.stringify({ type: 'doc', content: [null, 'x', 3, paragraph(text('ok'), 'y' as never)] }))).toBe(
      '<p>ok</p>',
    );
    expect(richTextHtml(JSON.stringify({ type: 'doc', content: [paragraph({ type: 'text', text: 5, marks: 'bold' })] }))).toBe(
      '<p></p>',
    );
    expect(richTextHtml(doc())).toBe('');
    expect(richTextHtml('')).toBe('');
  });
});
