import { describe, expect, it } from 'vitest';
import { fillWords } from '../templates/render';
import { richTextHtml } from '../templates/rich-text-html';
import { emailBodyHtml, letterHref } from './email-body';
import { renderEmail, type EmailParts } from './email-layout';

const SITE = 'https://fund.example.org';

const parts = (overrides: Partial<EmailParts> = {}): EmailParts => ({
  language: 'ru',
  title: 'Заказ № 1024: оплачен',
  html: '<p>Статус заказа <strong>№ 1024</strong> изменился: оплачен. Сумма: 1 500,00 ₽.</p>',
  text: 'Статус заказа № 1024 изменился: оплачен. Сумма: 1 500,00 ₽.',
  siteName: 'Фонд «Наследие»',
  siteUrl: `${SITE}/`,
  ...overrides,
});

/** Every href of the HTML. */
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('renderEmail', () => {
  it('sets the message in the site’s look: a 600 px table layout with inline styles, the site’s name linking home', async () => {
    const { html } = await renderEmail(parts());
    expect(html).toMatch(/^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1.0 Transitional\/\/EN"/);
    expect(html).toContain('<html dir="ltr" lang="ru">');
    expect(html).toContain('role="presentation"');
    expect(html).toContain('max-width:600px');
    expect(html).toContain('<title>Заказ № 1024: оплачен</title>');
    expect(html).toMatch(/<a href="https:\/\/fund\.example\.org" style="[^"]*PT Serif[^"]*"[^>]*>Фонд «Наследие»<\/a>/);
    // The subject heads the letter; the words follow with the look's inline styles, Cyrillic and ₽ as they are.
    expect(html).toMatch(/<h1 style="[^"]*">Заказ № 1024: оплачен<\/h1>/);
    expect(html).toContain('<p style="margin:0 0 16px;font-size:16px;line-height:26px;color:#271d17;margin-top:0">Статус заказа');
    expect(html).toContain('Сумма: 1 500,00 ₽.');
    // The site's colours: parchment around, terracotta band, the dark footer.
    expect(html).toContain('background-color:#f3ece2');
    expect(html).toContain('border-top:4px solid #953b17');
    expect(html).toContain('background-color:#271d17');
    // Its address in the footer; no unsubscribe link on a letter that is no topic's.
    expect(html).toContain('>fund.example.org</a>');
    expect(html).not.toContain('Отписаться');
    expect(hrefsOf(html).every((href) => href!.startsWith(`${SITE}`))).toBe(true);
  });

  it('leaves the heading to words that open with their own', async () => {
    const { html } = await renderEmail(parts({ html: '<h2>Новости</h2><p>Текст</p>' }));
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/<h2 style="[^"]*margin-top:0">Новости<\/h2>/);
  });

  it('shows a topic’s unsubscribe link in the footer, worded in the letter’s language', async () => {
    const unsubscribeUrl = `${SITE}/ru/notification/unsubscribe/abc?x=1&y=2`;
    const russian = await renderEmail(parts({ unsubscribeUrl }));
    expect(russian.html).toMatch(
      /<a href="https:\/\/fund\.example\.org\/ru\/notification\/unsubscribe\/abc\?x=1&amp;y=2"[^>]*>Отписаться<\/a>/,
    );
    expect(russian.text).toContain(`Отписаться: ${unsubscribeUrl}`);
    const english = await renderEmail(parts({ language: 'en', unsubscribeUrl: `${SITE}/en/unsubscribe/abc` }));
    expect(english.html).toContain('<html dir="ltr" lang="en">');
    expect(english.html).toMatch(/<a href="https:\/\/fund\.example\.org\/en\/unsubscribe\/abc"[^>]*>Unsubscribe<\/a>/);
    expect(english.html).not.toContain('Отписаться');
    expect(english.text).toContain(`Unsubscribe: ${SITE}/en/unsubscribe/abc`);
  });

  it('gives each subscriber of one announcement a letter with their own unsubscribe link only', async () => {
    const letters = await Promise.all(
      ['a', 'b', 'c'].map((token) => renderEmail(parts({ unsubscribeUrl: `${SITE}/ru/unsubscribe/${token}` }))),
    );
    letters.forEach((letter, index) => {
      const own = `${SITE}/ru/unsubscribe/${'abc'[index]}`;
      expect(hrefsOf(letter.html).filter((href) => href!.includes('/unsubscribe/'))).toEqual([own]);
      expect(letter.text.match(/unsubscribe\/\w/g)).toEqual([`unsubscribe/${'abc'[index]}`]);
      expect(letter.html).not.toContain('unsubscribe.invalid');
    });
    expect(letters[0]!.html.replace('/unsubscribe/a', '/unsubscribe/b')).toBe(letters[1]!.html);
  });

  it('writes the text part as the template’s text with the same footer', async () => {
    const { text } = await renderEmail(parts({ unsubscribeUrl: `${SITE}/ru/unsubscribe/t` }));
    expect(text).toBe(
      [
        'Статус заказа № 1024 изменился: оплачен. Сумма: 1 500,00 ₽.',
        '',
        '-- ',
        'Фонд «Наследие»',
        SITE,
        '',
        'Вы получили это письмо, потому что подписаны на рассылку.',
        `Отписаться: ${SITE}/ru/unsubscribe/t`,
      ].join('\n'),
    );
  });

  it('names the site by its address when it has no name yet', async () => {
    const { html, text } = await renderEmail(parts({ siteName: ' ' }));
    expect(html).toMatch(/<a href="https:\/\/fund\.example\.org" [^>]*>fund\.example\.org<\/a>/);
    expect(text.endsWith(`-- \n${SITE}`)).toBe(true);
  });

  it('escapes the site’s name and the subject, and embeds the words’ HTML as it is', async () => {
    const { html } = await renderEmail(
      parts({ siteName: '<script>x</script>', title: 'a < b & "c"', html: '<ul><li>один</li></ul>' }),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('<title>a &lt; b &amp; &quot;c&quot;</title>');
    expect(html).toMatch(/<ul style="[^"]*"><li style="margin:0 0 6px">один<\/li><\/ul>/);
  });

  it('makes the links of the words absolute from the site’s address and drops those a reader must not follow', async () => {
    const html = richTextHtml(
      JSON.stringify({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'заказ', marks: [{ type: 'link', attrs: { href: '{{link}}' } }] },
              { type: 'text', text: ' о нас', marks: [{ type: 'link', attrs: { href: '/ru/about' } }] },
              { type: 'text', text: ' этапы', marks: [{ type: 'link', attrs: { href: '#stages' } }] },
              { type: 'text', text: ' почта', marks: [{ type: 'link', attrs: { href: 'mailto:help@example.org' } }] },
              { type: 'text', text: ' профиль', marks: [{ type: 'link', attrs: { href: '{{profile}}' } }] },
            ],
          },
        ],
      }),
    );
    // A value placed in a link is text: `javascript:` in it is not followed, nor a placeholder left without a value.
    const filled = fillWords({ title: 'T', text: 'T', html }, { link: 'javascript:alert(1)' });
    const letter = await renderEmail(parts({ html: filled.html }));
    expect(hrefsOf(letter.html)).toEqual([SITE, `${SITE}/ru/about`, `${SITE}/#stages`, 'mailto:help@example.org', SITE]);
    expect(letter.html).toContain('<a style="color:inherit;text-decoration:none">заказ</a>');
    expect(letter.html).toContain('<a style="color:inherit;text-decoration:none"> профиль</a>');
    const safe = fillWords({ title: 'T', text: 'T', html }, { link: `${SITE}/ru/billing/invoices/1?a=1&b=2` });
    expect(hrefsOf((await renderEmail(parts({ html: safe.html }))).html)).toContain(`${SITE}/ru/billing/invoices/1?a=1&amp;b=2`);
  });
});

describe('emailBodyHtml', () => {
  it('keeps the words’ own attributes and styles after the look’s', () => {
    expect(emailBodyHtml('<ol start="3"><li>x</li></ol><p style="color:red" class=lead>y</p>', SITE)).toBe(
      '<ol start="3" style="margin:0 0 16px;padding:0 0 0 24px;font-size:16px;line-height:26px;color:#271d17;margin-top:0">' +
        '<li style="margin:0 0 6px">x</li></ol>' +
        '<p class="lead" style="margin:0 0 16px;font-size:16px;line-height:26px;color:#271d17;color:red">y</p>',
    );
  });

  it('leaves tags it has no style for, and text, as they are', () => {
    expect(emailBodyHtml('<p>a<br>b <strong>c</strong> &lt;i&gt;</p>', SITE)).toMatch(
      /^<p style="[^"]*">a<br>b <strong>c<\/strong> &lt;i&gt;<\/p>$/,
    );
  });
});

describe('letterHref', () => {
  it('reads an address as the reader’s client does, its character references decoded', () => {
    expect(letterHref('https:&#x2F;&#x2F;example.org&#x2F;a', SITE)).toBe('https://example.org/a');
    expect(letterHref('&#106;avascript:alert(1)', SITE)).toBeUndefined();
    expect(letterHref('/&#x2F;evil.example', SITE)).toBeUndefined();
    expect(letterHref('&#x2F;ru', SITE)).toBe(`${SITE}/ru`);
    expect(letterHref('{{link}}', SITE)).toBeUndefined();
    expect(letterHref('tel:+7 999', SITE)).toBe('tel:+7 999');
  });
});
