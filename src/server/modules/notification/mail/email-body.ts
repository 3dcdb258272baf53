import { safeHref } from '../../../../shared/safe-href';
import { escapeHtml } from '../templates/escape-html';
import { FRAGMENT_STYLES } from './email-look';

/*
 * A template's filled HTML fragment made ready for the letter. The fragment is markup the product wrote (built-in
 * words, or an editor's rich text through richTextHtml) with every value escaped, so its tags are its own; what a value
 * can still reach is a link's address (`<a href="{{link}}">`). So each opening tag gets the look's inline style, and
 * each link's address is made absolute from the site's address, or dropped when it is not one a reader may follow.
 */

/** An opening tag: its name and its attributes (values never hold `<` or `>`: they are escaped). */
const OPENING_TAG = /<([a-zA-Z][a-zA-Z0-9]*)(\s[^<>]*?)?(\/?)>/g;
/** One attribute: a name, and a value quoted, unquoted or none. */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's text as the reader's client reads it: its character references decoded. */
const decoded = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });

/**
 * The address a link of the letter points to: an address of the site (`/ru/…`, `#…`) made absolute from `siteUrl`, a
 * web, mail or phone address as it is; undefined for anything else (`javascript:`, another host by `//host`, a
 * placeholder left unfilled).
 */
export function letterHref(href: string, siteUrl: string): string | undefined {
  const address = decoded(href).trim();
  if (!safeHref(address)) return undefined;
  if (address.startsWith('/')) return `${siteUrl}${address}`;
  if (address.startsWith('#')) return `${siteUrl}/${address}`;
  return address;
}

function attributesOf(source: string): [name: string, value: string | undefined][] {
  return [...source.matchAll(ATTRIBUTE)].map((match) => [match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4]]);
}

/** `fragment` with the look's inline styles on its tags and every link absolute from `siteUrl` (no trailing slash). */
export function emailBodyHtml(fragment: string, siteUrl: string): string {
  const first = fragment.length - fragment.trimStart().length;
  return fragment.replace(
    OPENING_TAG,
    (tag, rawName: string, rawAttributes: string | undefined, selfClosing: string, at: number) => {
      const name = rawName.toLowerCase();
      // The first block (a heading, most often) starts at the top of the letter's body, not a heading's margin below.
      const style = FRAGMENT_STYLES[name] && (at === first ? `${FRAGMENT_STYLES[name]};margin-top:0` : FRAGMENT_STYLES[name]);
      if (!style && name !== 'a') return tag;
      const attributes = attributesOf(rawAttributes ?? '');
      let linked = name !== 'a';
      const kept = attributes.flatMap(([attribute, value]): string[] => {
        if (attribute === 'style') return [];
        if (name === 'a' && attribute === 'href') {
          const href = value === undefined ? undefined : letterHref(value, siteUrl);
          if (!href) return [];
          linked = true;
          return [`href="${escapeHtml(href)}"`];
        }
        return [value === undefined ? attribute : `${attribute}="${escapeHtml(decoded(value))}"`];
      });
      // A link whose address was dropped reads as the text around it.
      const own = attributes.find(([attribute]) => attribute === 'style')?.[1];
      const styles = [linked ? style : 'color:inherit;text-decoration:none', own && decoded(own)].filter(Boolean).join(';');
      if (styles) kept.push(`style="${escapeHtml(styles)}"`);
      return `<${name}${kept.map((attribute) => ` ${attribute}`).join('')}${selfClosing ? ' /' : ''}>`;
    },
  );
}
