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
  // Words wrap; numbers do not (an account read across two lines is easily misread).
  const rows = [
    [words.address, localized(payee.address, language), true],
    [words.inn, payee.inn, false],
    [words.kpp, payee.kpp, false],
    [words.ogrn, payee.ogrn, false],
    [words.bank, localized(payee.bankName, language), true],
    [words.bic, payee.bic, false],
    [words.bankAccount, payee.bankAccount, false],
    [words.correspondentAccount, payee.correspondentAccount, false],
  ].filter((row): row is [string, string, boolean] => Boolean(row[1]));
  return (
    <div className={cn('@container flex flex-col gap-3', className)} data-payee="">
      <p className="font-medium">{localized(payee.name, language)}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm @md:grid-cols-2 @3xl:grid-cols-3">
        {rows.map(([label, value, words]) => (
          <div key={label} className={cn('flex min-w-0 flex-col', words && '@md:col-span-2 @3xl:col-span-1')}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className={words ? 'break-words' : 'whitespace-nowrap tabular-nums'}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
