'use client';

import '@fontsource-variable/inter';
import './globals.css';
import { GlobalErrorView } from '@/components/site/global-error-view';

/** The global error page: replaces the root layout when it (or an error boundary below it) fails. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ru">
      <body className="site">
        <GlobalErrorView error={error} />
      </body>
    </html>
  );
}
