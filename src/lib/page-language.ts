import { notFound } from 'next/navigation';
import { isLanguage, type Language } from '@/shared/languages';

/** The page's language from its `[language]` segment; any other first segment is not a page of the site. */
export async function pageLanguage(params: Promise<{ language: string }>): Promise<Language> {
  const { language } = await params;
  if (!isLanguage(language)) notFound();
  return language;
}
