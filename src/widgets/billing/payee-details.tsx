import type { Language } from '@/shared/languages';
import { localized } from '@/shared/localized-text';
import type { Payee } from '@/server/pages/payee';
import { cn } from '@/lib/utils';

const WORDS = {
  ru: {
    title: 'Реквизиты',
    inn: 'ИНН',
    ogrn: 'ОГРН',
    kpp: 'КПП',
    address: 'Адрес',
    bank: 'Банк',
    bankAccount: 'Расчётный счёт',
    bic: 'БИК',
    correspondentAccount: 'Корреспондентский счёт',
  },
  en: {
    title: 'Bank details',
    inn: 'INN',
    ogrn: 'OGRN',
    kpp: 'KPP',
    address: 'Address',
    bank: 'Bank',
    bankAccount: 'Account',
    bic: 'BIC',
    correspondentAccount: 'Correspondent account',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** What the payee's details are called on a page: `Реквизиты`. */
export const payeeTitle = (language: Language) => WORDS[language].title;

/**
 * The foundation's legal and bank details (billing's payee record), as a definition list: its name, then each number
 * it has with its label, in the page's language. Drawn on the server (contacts) and in the browser (a checkout with
 * no payment provider) alike.
 */
export function PayeeDetails({ payee, language, className }: { payee: Payee; language: Language; className?: string }) {
  const words = WORDS[language];
  const rows = [
    [words.inn, payee.inn],
    [words.kpp, payee.kpp],
    [words.ogrn, payee.ogrn],
    [words.address, localized(payee.address, language)],
    [words.bank, localized(payee.bankName, language)],
    [words.bankAccount, payee.bankAccount],
    [words.bic, payee.bic],
    [words.correspondentAccount, payee.correspondentAccount],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <div className={cn('flex flex-col gap-2', className)} data-payee="">
      <p className="font-medium">{localized(payee.name, language)}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
