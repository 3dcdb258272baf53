import { randomUUID } from 'node:crypto';
import type { CSSProperties, ReactNode } from 'react';
import { Body, Column, Container, Head, Heading, Html, Link, Preview, Row, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { Language } from '../../../../shared/languages';
import { escapeHtml } from '../templates/escape-html';
import { emailBodyHtml } from './email-body';
import { COLORS, FONTS, MAIL_WIDTH } from './email-look';
import { emailWords } from './email-words';

/** What the mail layout is given: the filled words, and the site's name and address for its header and footer. */
export interface EmailParts {
  language: Language;
  title: string;
  /** The filled HTML fragment of the template. */
  html: string;
  /** The filled plain text of the template. */
  text: string;
  siteName: string;
  siteUrl: string;
  /** A topic's unsubscribe page, shown at the foot of the mail. */
  unsubscribeUrl?: string;
}

/*
 * The e-mail in the site's look, drawn with React Email's components on the server: a table layout at most 600 px
 * wide with inline styles (what Gmail, Outlook, Apple Mail and phones all show alike), the site's name at the head
 * linking to the site, the template's own HTML as the body, and a foot with the site's address and, for a topic's
 * letter, the unsubscribe link. The text part is the template's text with the same foot.
 */

/** The site's address as a reader writes it: `example.org`, `example.org/fund`. */
const shownAddress = (siteUrl: string) => siteUrl.replace(/^https?:\/\//i, '');

/** The line of the inbox's list after the subject: the text's first words. */
const previewOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139).trimEnd()}…` : line;
};

/** A band of the letter: a full-width cell with its background and padding (padding on a cell: Outlook too). */
function Band({ background, padding, children }: { background: string; padding: string; children: ReactNode }) {
  return (
    <Section style={{ backgroundColor: background }}>
      <Row>
        <Column style={{ backgroundColor: background, padding }}>{children}</Column>
      </Row>
    </Section>
  );
}

const footerText: CSSProperties = { margin: '0 0 8px', fontSize: '14px', lineHeight: '22px', color: COLORS.footerText };
/** React Email's Link writes `text-decoration-line: none` first: both are set so that every client underlines. */
const footerLink: CSSProperties = { color: COLORS.footerLink, textDecorationLine: 'underline', textDecoration: 'underline' };

function Letter({ parts, name, body }: { parts: EmailParts; name: string; body: string }) {
  const words = emailWords(parts.language);
  // The subject heads the letter unless its words open with a heading of their own.
  const headed = /^\s*<h[1-3][\s>]/i.test(body);
  return (
    <Html lang={parts.language} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{parts.title}</title>
      </Head>
      <Preview>{previewOf(parts.text)}</Preview>
      <Body style={{ backgroundColor: COLORS.page, margin: 0, padding: '24px 12px', fontFamily: FONTS.text }}>
        <Container style={{ maxWidth: `${MAIL_WIDTH}px`, width: '100%', backgroundColor: COLORS.card }}>
          <Band background={COLORS.card} padding="20px 28px 18px">
            <Link
              href={parts.siteUrl}
              style={{
                fontFamily: FONTS.heading,
                fontSize: '20px',
                lineHeight: '26px',
                fontWeight: 700,
                color: COLORS.text,
                textDecoration: 'none',
              }}
            >
              {name}
            </Link>
          </Band>
          <Section style={{ borderTop: `4px solid ${COLORS.primary}` }}>
            <Row>
              <Column style={{ padding: '28px 28px 12px', fontFamily: FONTS.text, color: COLORS.text }}>
                {parts.title && !headed ? (
                  <Heading
                    as="h1"
                    style={{
                      margin: '0 0 20px',
                      fontFamily: FONTS.heading,
                      fontSize: '26px',
                      lineHeight: '32px',
                      fontWeight: 700,
                      color: COLORS.text,
                    }}
                  >
                    {parts.title}
                  </Heading>
                ) : null}
                <div
                  style={{ fontSize: '16px', lineHeight: '26px', overflowWrap: 'break-word' }}
                  dangerouslySetInnerHTML={{ __html: body }}
                />
              </Column>
            </Row>
          </Section>
          <Band background={COLORS.footer} padding="24px 28px 20px">
            {name !== shownAddress(parts.siteUrl) ? (
              <Text
                style={{
                  ...footerText,
                  fontFamily: FONTS.heading,
                  fontSize: '18px',
                  lineHeight: '24px',
                  color: COLORS.footerLink,
                }}
              >
                {name}
              </Text>
            ) : null}
            <Text style={footerText}>
              <Link href={parts.siteUrl} style={footerLink}>
                {shownAddress(parts.siteUrl)}
              </Link>
            </Text>
            {parts.unsubscribeUrl ? (
              <Text style={{ ...footerText, margin: '16px 0 8px' }}>
                {words.unsubscribeReason}{' '}
                <Link href={parts.unsubscribeUrl} style={{ ...footerLink, fontWeight: 600 }}>
                  {words.unsubscribe}
                </Link>
              </Text>
            ) : null}
          </Band>
        </Container>
      </Body>
    </Html>
  );
}

/** The text part's foot: the same as the letter's, after the usual signature line. */
function textFooter(parts: EmailParts, name: string): string {
  const words = emailWords(parts.language);
  const lines = ['-- ', ...(name !== shownAddress(parts.siteUrl) ? [name] : []), parts.siteUrl];
  if (parts.unsubscribeUrl) lines.push('', words.unsubscribeReason, `${words.unsubscribe}: ${parts.unsubscribeUrl}`);
  return lines.join('\n');
}

/**
 * Letters rendered lately, by all they show but the unsubscribe link: an announcement to thousands of subscribers is
 * the same letter but for that link, and React takes about 5 ms to render one (50 s for 10,000). Each is rendered
 * with LINK_MARK for the link, which each subscriber's own replaces. A few kept: the languages of one announcement.
 */
const rendered = new Map<string, Promise<{ html: string; text: string }>>();
const RENDERED_KEPT = 8;
/** Stands for the unsubscribe link in a cached letter: no text of a message can hold it by chance. */
const LINK_MARK = `https://unsubscribe.invalid/${randomUUID()}`;

async function letterOf(parts: EmailParts): Promise<{ html: string; text: string }> {
  const siteUrl = parts.siteUrl.replace(/\/+$/, '');
  const name = parts.siteName.trim() || shownAddress(siteUrl);
  const letter = { ...parts, siteUrl };
  const html = await render(<Letter parts={letter} name={name} body={emailBodyHtml(parts.html, siteUrl)} />);
  const text = [parts.text.trim(), textFooter(letter, name)].filter(Boolean).join('\n\n');
  return { html, text };
}

/**
 * The e-mail as sent: the HTML part in the site's look, the text part with the same footer. Every link of the letter
 * is absolute: `siteUrl` must be the site's address (SITE_URL), `unsubscribeUrl` an absolute one.
 */
export async function renderEmail(parts: EmailParts): Promise<{ html: string; text: string }> {
  const { unsubscribeUrl, ...shown } = parts;
  const key = JSON.stringify([shown, Boolean(unsubscribeUrl)]);
  let letter = rendered.get(key);
  if (!letter) {
    letter = letterOf({ ...shown, ...(unsubscribeUrl ? { unsubscribeUrl: LINK_MARK } : {}) });
    // A failed render is not kept: the next call tries again.
    letter.catch(() => rendered.delete(key));
    rendered.set(key, letter);
    if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
  }
  const { html, text } = await letter;
  if (!unsubscribeUrl) return { html, text };
  return { html: html.replaceAll(LINK_MARK, escapeHtml(unsubscribeUrl)), text: text.replaceAll(LINK_MARK, unsubscribeUrl) };
}
