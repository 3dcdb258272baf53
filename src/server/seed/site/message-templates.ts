import { MESSAGE_KIND_NAMES } from '../../../shared/message-kind-names';
import { DEFAULT_WORDS, MESSAGE_KINDS, type TemplateVariant } from '../../modules/notification';
import type { Site } from './build';
import { htmlRichText } from './html-rich-text';

/**
 * A template record for every kind of message that has built-in words (docs/decisions/0046), in the catalog's order:
 * its subject, its plain text and its HTML as the rich text an editor changes in the admin, in Russian and English,
 * titled in Russian for the admin's lists. Written once, with the rest of the site, through the generic writes, so
 * each passes the placeholder check an editor's save does.
 */
export function describeMessageTemplates(site: Site): void {
  for (const variant of Object.keys(MESSAGE_KINDS) as TemplateVariant[]) {
    const words = DEFAULT_WORDS[variant];
    if (!words) continue;
    site.tables.notificationTemplates.add({
      variant,
      slug: variant,
      adminTitle: MESSAGE_KIND_NAMES.ru[variant] ?? variant,
      title: { ru: words.ru.title, en: words.en.title },
      text: { ru: words.ru.text, en: words.en.text },
      description: { ru: htmlRichText(words.ru.html), en: htmlRichText(words.en.html) },
    });
  }
}
