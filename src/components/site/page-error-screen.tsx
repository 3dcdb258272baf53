'use client';

import { useParams } from 'next/navigation';
import { ErrorMessage } from './error-message';
import { GlobalErrorView } from './global-error-view';
import { isServerRenderError } from './server-render-error';
import { DEFAULT_LANGUAGE, isLanguage } from '@/shared/languages';

/**
 * A page's error, drawn by the boundaries of app/[language] once one happened (their error.tsx loads this code then).
 * An error of the server's render (it has a digest; its details are left out in production) gets the global error
 * page's handling: the site rendered again and one reload, then the /500 page. It is drawn inside the root layout,
 * because the Server Actions it calls are found only from the page's own route. Any other error shows the default error
 * screen: its message (or the spec's words) in a dashed red box.
 */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const { language } = useParams<{ language?: string }>();
  if (isServerRenderError(error)) return <GlobalErrorView error={error} />;
  return <ErrorMessage message={error.message} language={isLanguage(language) ? language : DEFAULT_LANGUAGE} />;
}
