'use client';

import { useRouter } from 'next/navigation';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@/shared/languages';
import { cn } from '@/lib/utils';

/** The language multilingual texts are shown in; kept in the site's language cookie for a year. */
export function AdminLanguageSwitch({ language }: { language: Language }) {
  const router = useRouter();
  const choose = (other: Language) => {
    document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=31536000; samesite=lax`;
    router.refresh();
  };
  return (
    <div role="group" aria-label="Content language" className="flex rounded-md border p-0.5">
      {LANGUAGES.map((other) => (
        <button
          key={other}
          type="button"
          aria-pressed={other === language}
          onClick={() => choose(other)}
          className={cn(
            'rounded px-2 py-0.5 text-xs font-medium uppercase outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            other === language ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {other}
        </button>
      ))}
    </div>
  );
}
