'use client';

import { FileText, Languages, type LucideIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ADMIN_CONTENT_LANGUAGE_COOKIE, ADMIN_LANGUAGE_COOKIE } from '@/shared/admin/admin-language';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@/shared/languages';
import { cn } from '@/lib/utils';
import { useAdmin, useAdminWords } from './admin-context';

const keep = (cookie: string, language: Language) => {
  document.cookie = `${cookie}=${language}; path=/; max-age=31536000; samesite=lax`;
};

interface LanguageButtonsProps {
  label: string;
  /** Tells the two switches apart at a glance, where their names are not written out (a phone's header). */
  Icon: LucideIcon;
  current: Language;
  onChoose(language: Language): void;
}

function LanguageButtons({ label, Icon, current, onChoose }: LanguageButtonsProps) {
  return (
    <div role="group" aria-label={label} title={label} className="flex items-center rounded-md border p-0.5">
      <Icon aria-hidden className="mx-1 size-3.5 text-muted-foreground" />
      {LANGUAGES.map((other) => (
        <button
          key={other}
          type="button"
          aria-pressed={other === current}
          onClick={() => onChoose(other)}
          className={cn(
            'rounded px-2 py-0.5 text-xs font-medium uppercase outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            other === current ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {other}
        </button>
      ))}
    </div>
  );
}

/** The language of the admin's own words; the choice is kept in its own cookie for a year (the site's stays as it is). */
export function AdminInterfaceLanguageSwitch() {
  const router = useRouter();
  const { interfaceLanguage } = useAdmin();
  const words = useAdminWords();
  return (
    <LanguageButtons
      label={words.interfaceLanguage}
      Icon={Languages}
      current={interfaceLanguage}
      onChoose={(language) => {
        keep(ADMIN_LANGUAGE_COOKIE, language);
        router.refresh();
      }}
    />
  );
}

/** The language multilingual texts are shown in (the content being edited), apart from the interface's; kept for a year. */
export function AdminLanguageSwitch() {
  const router = useRouter();
  const { language } = useAdmin();
  const words = useAdminWords();
  return (
    <LanguageButtons
      label={words.contentLanguage}
      Icon={FileText}
      current={language}
      onChoose={(other) => {
        keep(ADMIN_CONTENT_LANGUAGE_COOKIE, other);
        router.refresh();
      }}
    />
  );
}

/**
 * The admin opened from a site page in another language than the site's cookie says speaks that page's language; the
 * site's language cookie then follows, so the admin's next screens (read without that page) keep speaking it.
 */
export function RememberSiteLanguage({ language }: { language: Language | null }) {
  useEffect(() => {
    if (language) keep(LANGUAGE_COOKIE, language);
  }, [language]);
  return null;
}
