import type { Language } from '../../../../shared/languages';

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

/**
 * The e-mail as sent: the HTML part in the site's look, the text part with the same footer.
 * Contract version: the mail helper of issue 31 builds it with React Email.
 */
export async function renderEmail(parts: EmailParts): Promise<{ html: string; text: string }> {
  const footer = parts.unsubscribeUrl ? `\n\n${parts.unsubscribeUrl}` : '';
  return {
    html: `<!DOCTYPE html><html lang="${parts.language}"><body>${parts.html}</body></html>`,
    text: `${parts.text}${footer}`,
  };
}
