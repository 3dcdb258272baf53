'use client';

import { useParams } from 'next/navigation';
import { ErrorMessage } from '@/components/site/error-message';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/languages';

/**
 * The default error screen of a page: the message (or the spec's words) in a dashed red box. A Server Components
 * render error (its details left out in production) goes on to the global error page, which renders the site again.
 */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const { language } = useParams<{ language?: string }>();
  if (error.message.includes('Server Components render')) throw error;
  return <ErrorMessage message={error.message} language={isLanguage(language) ? language : DEFAULT_LANGUAGE} />;
}
