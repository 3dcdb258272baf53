'use client';

import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LANGUAGES } from '@/shared/languages';
import { useAdmin, useAdminWords } from '../../admin-context';
import { languageTabs } from './language-map';

/** One namer per interface language: every tab of every multilingual field asks on each render. */
const namers = new Map<string, Intl.DisplayNames>();

/** `ru` → `Russian` (`русский` in a Russian admin); a code the browser cannot name stays as it is. */
const languageName = (code: string, interfaceLanguage: string) => {
  try {
    let namer = namers.get(interfaceLanguage);
    if (!namer) namers.set(interfaceLanguage, (namer = new Intl.DisplayNames([interfaceLanguage], { type: 'language' })));
    return namer.of(code) ?? code;
  } catch {
    return code;
  }
};

export interface LanguageTabsProps {
  /** The field's name in the interface language: names the tab list for screen readers. */
  label: string;
  /** The admin's language: its tab comes first and is open at first. */
  language: string;
  /** The stored map: its keys outside LANGUAGES get tabs too, and a tab whose text `filled` accepts gets a dot. */
  value: Record<string, string>;
  filled(text: string | undefined): boolean;
  disabled?: boolean;
  /** The editor of one language; only the open tab's is mounted, so it may carry the field's `id`. */
  children(code: string): ReactNode;
}

/** A tab per language (Radix Tabs: arrow keys move between tabs), a dot marking the languages that have text. */
export function LanguageTabs({ label, language, value, filled, disabled, children }: LanguageTabsProps) {
  const words = useAdminWords().fields;
  const { interfaceLanguage } = useAdmin();
  const codes = languageTabs(language, LANGUAGES, Object.keys(value));
  const [open, setOpen] = useState(codes[0]!);

  return (
    <Tabs value={codes.includes(open) ? open : codes[0]} onValueChange={setOpen} className="min-w-0 gap-1.5">
      <TabsList aria-label={words.languageOf(label)}>
        {codes.map((code) => {
          const hasText = filled(value[code]);
          return (
            <TabsTrigger key={code} value={code} disabled={disabled} className="min-w-12 uppercase">
              {code}
              <span className="sr-only">
                {` (${languageName(code, interfaceLanguage)})`}
                {hasText ? words.tabHasText : words.tabEmpty}
              </span>
              <span
                aria-hidden="true"
                data-filled={hasText || undefined}
                className="size-1.5 rounded-full bg-transparent data-filled:bg-primary"
              />
            </TabsTrigger>
          );
        })}
      </TabsList>
      {codes.map((code) => (
        // The editor inside is the tab stop; the panel itself need not be one.
        <TabsContent key={code} value={code} tabIndex={-1} className="min-w-0" lang={code}>
          {children(code)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
