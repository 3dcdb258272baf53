/*
 * The public site's look (src/app/globals.css, `.site`: warm parchment and terracotta) in the colours and fonts mail
 * clients understand: the site's oklch tokens as hex, the fonts by name with the fallbacks a reader's device has (no
 * web font: most clients load none). Keep in step with globals.css when the site's look changes.
 */

export const COLORS = {
  /** --background: the page around the letter. */
  page: '#f3ece2',
  /** --card: the letter itself. */
  card: '#fffdfa',
  /** --foreground. */
  text: '#271d17',
  /** --muted-foreground. */
  muted: '#615248',
  /** --primary: links and the band at the top. */
  primary: '#953b17',
  /** --border. */
  border: '#dfd6c9',
  /** --muted: code and quoted blocks. */
  tint: '#f3ece2',
  /** --primary at 40% on the card, as the site's quotes draw their rule. */
  quoteRule: '#d5af9f',
  /** The site's footer is a dark band of --foreground with --background text at 80%. */
  footer: '#271d17',
  footerText: '#d1cdc7',
  footerLink: '#fcf9f3',
} as const;

/** Inter for text, PT Serif (made for Russian) for headings, as on the site. */
export const FONTS = {
  text: "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  heading: "'PT Serif', Georgia, 'Times New Roman', serif",
  code: "ui-monospace, Menlo, Consolas, 'Courier New', monospace",
} as const;

/** The letter's width: what every common client shows whole, and a phone narrows to its screen. */
export const MAIL_WIDTH = 600;

/**
 * The inline styles of the message's own HTML (a template's fragment), tag by tag, as the site's `.rich-text` draws
 * them: clients that drop a `<style>` block (many do) still show them.
 */
export const FRAGMENT_STYLES: Readonly<Record<string, string>> = {
  p: `margin:0 0 16px;font-size:16px;line-height:26px;color:${COLORS.text}`,
  h1: `margin:0 0 16px;font-family:${FONTS.heading};font-size:28px;line-height:34px;font-weight:700;color:${COLORS.text}`,
  h2: `margin:24px 0 12px;font-family:${FONTS.heading};font-size:24px;line-height:30px;font-weight:700;color:${COLORS.text}`,
  h3: `margin:24px 0 12px;font-family:${FONTS.heading};font-size:20px;line-height:26px;font-weight:700;color:${COLORS.text}`,
  h4: `margin:20px 0 8px;font-family:${FONTS.heading};font-size:18px;line-height:24px;font-weight:700;color:${COLORS.text}`,
  h5: `margin:20px 0 8px;font-family:${FONTS.heading};font-size:16px;line-height:22px;font-weight:700;color:${COLORS.text}`,
  h6: `margin:20px 0 8px;font-family:${FONTS.heading};font-size:16px;line-height:22px;font-weight:700;color:${COLORS.text}`,
  a: `color:${COLORS.primary};text-decoration:underline`,
  ul: `margin:0 0 16px;padding:0 0 0 24px;font-size:16px;line-height:26px;color:${COLORS.text}`,
  ol: `margin:0 0 16px;padding:0 0 0 24px;font-size:16px;line-height:26px;color:${COLORS.text}`,
  li: 'margin:0 0 6px',
  blockquote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid ${COLORS.quoteRule};font-family:${FONTS.heading};font-size:18px;line-height:28px;font-style:italic;color:${COLORS.text}`,
  code: `font-family:${FONTS.code};font-size:14px;background-color:${COLORS.tint};padding:1px 4px;border-radius:4px`,
  pre: `margin:0 0 16px;padding:12px 16px;background-color:${COLORS.tint};border-radius:6px;white-space:pre-wrap;word-break:break-word;font-size:14px;line-height:20px`,
  hr: `margin:24px 0;border:none;border-top:1px solid ${COLORS.border}`,
  img: 'max-width:100%;height:auto;border:0',
  table: 'border-collapse:collapse;margin:0 0 16px',
  td: `padding:4px 12px 4px 0;vertical-align:top;font-size:16px;line-height:24px;color:${COLORS.text}`,
  th: `padding:4px 12px 4px 0;vertical-align:top;text-align:left;font-size:16px;line-height:24px;color:${COLORS.muted}`,
};
