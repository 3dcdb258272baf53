import { Button } from '@/components/ui/button';
import type { Language } from '@/lib/languages';
import { SITE_SCREEN_WORDS } from './site-words';

/** An error's message (or the spec's words when it has none) in a dashed red box, with a Reload button. */
export function ErrorMessage({ message, language }: { message?: string; language: Language }) {
  const words = SITE_SCREEN_WORDS[language];
  return (
    <div role="alert" className="site-container py-16">
      <div className="flex max-w-2xl flex-col items-start gap-4 rounded-lg border-2 border-dashed border-destructive p-6 text-destructive">
        <p className="text-lg">{message?.trim() || words.somethingWentWrong}</p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {words.reload}
        </Button>
      </div>
    </div>
  );
}
