import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/shared/languages';
import { RichText } from '@/widgets/shared/rich-text';

const html = (value: unknown, language: Language = 'ru') => renderToStaticMarkup(createElement(RichText, { value, language }));
const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });

describe('RichText', () => {
  it('draws a stored document: headings, paragraphs, lists, quotes and marks', () => {
    const value = {
      ru: doc(
        { type: 'heading', attrs: { level: 3 }, content: [text('Отчёт')] },
        { type: 'paragraph', content: [text('Смета ', [{ type: 'bold' }]), text('готова')] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('сруб')] }] }] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [text('Цитата')] }] },
      ),
    };
    expect(html(value)).toBe(
      '<div class="rich-text"><h3>Отчёт</h3><p><strong>Смета </strong>готова</p><ul><li><p>сруб</p></li></ul><blockquote><p>Цитата</p></blockquote></div>',
    );
  });

  it('keeps links to the web, mail, phones and paths, and drops any other scheme', () => {
    const link = (href: string) => doc({ type: 'paragraph', content: [text('x', [{ type: 'link', attrs: { href } }])] });
    expect(html({ ru: link('https://example.org') })).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(html({ ru: link('/ru/projects') })).toContain('<a href="/ru/projects">x</a>');
    expect(html({ ru: link('mailto:info@example.org') })).toContain('href="mailto:info@example.org"');
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '//evil.example'])
      expect(html({ ru: link(href) }), href).toBe('<div class="rich-text"><p>x</p></div>');
  });

  it('reads text that is no document as plain paragraphs, and draws nothing for no text', () => {
    expect(html({ ru: 'Первый абзац\n\nВторой' })).toBe('<div class="rich-text"><p>Первый абзац</p><p>Второй</p></div>');
    expect(html({ ru: '{"type":"doc"' })).toBe('<div class="rich-text"><p>{&quot;type&quot;:&quot;doc&quot;</p></div>');
    expect(html({})).toBe('');
    expect(html({ ru: '   ' })).toBe('');
  });

  it('falls back to the default language', () => {
    expect(html({ ru: 'По-русски' }, 'en')).toBe('<div class="rich-text"><p>По-русски</p></div>');
  });

  it('does not fail on a document edited by hand into odd shapes', () => {
    const odd = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'paragraph', content: 'oops' },
        'text',
        null,
        { type: 'heading', attrs: { level: 99 }, content: [text('H')] },
        { type: 'text', text: 5, marks: 'x' },
      ],
    });
    expect(html({ ru: odd })).toBe('<div class="rich-text"><p></p><h6>H</h6></div>');
  });
});
