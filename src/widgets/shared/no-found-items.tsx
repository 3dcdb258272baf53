import type { Language } from '@/shared/languages';
import { siteDictionary } from './dictionary';

/** What an empty list says. */
export function NoFoundItems({ language }: { language: Language }) {
  return <p className="py-8 text-center text-muted-foreground">{siteDictionary(language).noFoundItems}</p>;
}
