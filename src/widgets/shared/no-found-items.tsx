import type { Language } from '@/lib/languages';
import { siteWords } from './words';

/** What an empty list says. */
export function NoFoundItems({ language }: { language: Language }) {
  return <p className="py-8 text-center text-muted-foreground">{siteWords(language).noFoundItems}</p>;
}
