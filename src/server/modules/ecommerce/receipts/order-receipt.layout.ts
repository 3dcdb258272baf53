import type { CSSProperties } from 'react';
import { localized } from '../../../../shared/localized-text';
import { box, IMAGE_COLORS, page, ruled, type ImageNode } from '../../file-storage';
import { RECEIPT_WORDS, type ReceiptData } from './receipt-data';

/** The receipt's size: a square, as the spec's receipt variant is drawn. */
export const RECEIPT_SIZE = { width: 1500, height: 1500 } as const;

/**
 * Project lines at most: a longer donation shows one fewer and how many more, so that the lines never outgrow the
 * room the receipt keeps for them.
 */
export const SHOWN_LINES = 5;

/** The projects a receipt names, in the order given, and how many it leaves unnamed. */
export function shownProjects<Project>(projects: readonly Project[]): { shown: Project[]; more: number } {
  const shown = projects.length > SHOWN_LINES ? projects.slice(0, SHOWN_LINES - 1) : [...projects];
  return { shown, more: projects.length - shown.length };
}

const muted = (fontSize: number) => ({ fontSize, color: IMAGE_COLORS.muted }) as const;

/*
 * Every text that comes from a record (names, addresses, e-mails, project titles) is cut to its lines with an
 * ellipsis, and may break inside a word (an e-mail has no space), so that the receipt's height is bounded whatever
 * the words: the blocks together fit the page with the most lines each takes.
 */

/** `text` in at most `lines` lines, cut with an ellipsis. */
const clamped = (lines: number, style: CSSProperties, text: string) =>
  box({ ...style, display: 'block', lineClamp: lines, wordBreak: 'break-word' }, text);

/** A label over its value, in one line. */
const fact = (label: string, value: string, accent = false) =>
  box(
    { flexDirection: 'column', width: 630, paddingBottom: 16 },
    box({ ...muted(24), letterSpacing: 1 }, label),
    clamped(1, { marginTop: 4, fontSize: 30, color: accent ? IMAGE_COLORS.accent : IMAGE_COLORS.ink }, value),
  );

/** The payee: its name, address and registration numbers, as the header of the receipt. */
function recipient({ payee, siteName, language }: ReceiptData) {
  const words = RECEIPT_WORDS[language];
  if (!payee) return clamped(2, { fontSize: 42, fontWeight: 700 }, siteName);
  const numbers = [
    payee.inn && `${words.inn} ${payee.inn}`,
    payee.ogrn && `${words.ogrn} ${payee.ogrn}`,
    payee.kpp && `${words.kpp} ${payee.kpp}`,
  ].filter(Boolean);
  return box(
    { flexDirection: 'column' },
    clamped(2, { fontSize: 40, fontWeight: 700, color: IMAGE_COLORS.accent }, localized(payee.name, language) || siteName),
    clamped(2, { ...muted(26), marginTop: 8 }, localized(payee.address, language)),
    numbers.length ? clamped(1, { ...muted(26), marginTop: 4 }, numbers.join(' · ')) : null,
  );
}

/** The payee's bank details, in a band at the foot of the receipt; nothing where none are kept. */
function bankDetails({ payee, language }: ReceiptData) {
  const words = RECEIPT_WORDS[language];
  const bank = localized(payee?.bankName ?? {}, language);
  const numbers: (readonly [string, string, number])[] = [
    payee?.bankAccount && ([words.bankAccount, payee.bankAccount, 430] as const),
    payee?.bic && ([words.bic, payee.bic, 300] as const),
    payee?.correspondentAccount && ([words.correspondentAccount, payee.correspondentAccount, 430] as const),
  ].flatMap((row) => (row ? [row] : []));
  if (!bank && !numbers.length) return null;
  // Label over value: an account number never runs into the next.
  const item = (label: string, value: string, width: number | string) =>
    box({ flexDirection: 'column', width, padding: '4px 0' }, box(muted(22), label), clamped(1, { fontSize: 28 }, value));
  return box(
    { flexDirection: 'column', padding: '18px 32px', background: '#f1e9dc', borderRadius: 12 },
    box({ ...muted(24), letterSpacing: 1, marginBottom: 4 }, words.recipient),
    bank ? item(words.bank, bank, '100%') : null,
    box({ flexWrap: 'wrap' }, ...numbers.map(([label, value, width]) => item(label, value, width))),
  );
}

/** The receipt's drawing of `data`, RECEIPT_SIZE. */
export function receiptTree(data: ReceiptData): ImageNode {
  const words = RECEIPT_WORDS[data.language];
  // One line each: the title cut, its quantity (beside the amount) and amount always whole.
  const line = (title: string, quantity: string, amount: string, faint = false) =>
    ruled(
      { padding: '12px 0', fontSize: 34, color: faint ? IMAGE_COLORS.muted : IMAGE_COLORS.ink },
      clamped(1, { flexGrow: 1, flexShrink: 1 }, title),
      box({ flexShrink: 0, paddingLeft: 24, color: IMAGE_COLORS.muted }, quantity),
      box({ flexShrink: 0, paddingLeft: 32 }, amount),
    );
  const { shown, more } = shownProjects(data.projects);
  return page(
    100,
    box(
      { flexDirection: 'column', flexGrow: 1, justifyContent: 'space-between' },
      recipient(data),
      ruled(
        { flexDirection: 'column', paddingBottom: 20 },
        box(
          { justifyContent: 'space-between', alignItems: 'flex-end' },
          box({ fontSize: 60, fontWeight: 700 }, words.receipt),
          box({ flexShrink: 0, fontSize: 40, color: IMAGE_COLORS.accent }, `${words.number} ${data.number}`),
        ),
      ),
      box(
        { flexWrap: 'wrap', justifyContent: 'space-between' },
        fact(words.donor, data.donor ?? '—'),
        fact(words.date, data.date),
        fact(words.method, data.method ?? words.unpaid, data.test),
        data.invoice ? fact(words.invoice, data.invoice) : null,
      ),
      box(
        { flexDirection: 'column' },
        ruled(
          { ...muted(24), justifyContent: 'space-between', paddingBottom: 6, letterSpacing: 1 },
          box({}, words.project),
          box({}, words.amount),
        ),
        ...shown.map((project) => line(project.title, project.quantity > 1 ? `× ${project.quantity}` : '', project.amount)),
        more ? line(`${words.more} ${more}`, '', '', true) : null,
        data.total
          ? box(
              { justifyContent: 'space-between', marginTop: 16, fontSize: 52, fontWeight: 700 },
              box({}, words.total),
              box({}, data.total),
            )
          : null,
      ),
      bankDetails(data),
      box({ fontSize: 44, color: IMAGE_COLORS.accent }, words.thanks),
    ),
  );
}
