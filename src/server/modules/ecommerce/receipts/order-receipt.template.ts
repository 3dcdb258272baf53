import { z } from 'zod';
import { LANGUAGES } from '../../../../shared/languages';
import { localized } from '../../../../shared/localized-text';
import { idOf } from '../../../../shared/registry/zod-fields';
import type { FileTemplate } from '../../file-storage';
import { box, IMAGE_COLORS, page, ruled } from '../../file-storage';
import { RECEIPT_WORDS, receiptData, type ReceiptData } from './receipt-data';

/** Projects drawn one under another; a longer donation shows these and how many more. */
const SHOWN_LINES = 5;

const orderReceiptInput = z.strictObject({
  orderId: idOf('orderId'),
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).optional(),
});

const muted = (fontSize: number) => ({ fontSize, color: IMAGE_COLORS.muted }) as const;

/** A label over its value. */
const fact = (label: string, value: string, accent = false) =>
  box(
    { flexDirection: 'column', width: 640, paddingBottom: 20 },
    box({ ...muted(28), letterSpacing: 1 }, label),
    box({ marginTop: 6, fontSize: 34, color: accent ? IMAGE_COLORS.accent : IMAGE_COLORS.ink }, value),
  );

/** The payee: its name, address and registration numbers, as the header of the receipt. */
function recipient({ payee, siteName, language }: ReceiptData) {
  const words = RECEIPT_WORDS[language];
  if (!payee) return box({ fontSize: 44, fontWeight: 700 }, siteName);
  const numbers = [
    payee.inn && `${words.inn} ${payee.inn}`,
    payee.ogrn && `${words.ogrn} ${payee.ogrn}`,
    payee.kpp && `${words.kpp} ${payee.kpp}`,
  ].filter(Boolean);
  return box(
    { flexDirection: 'column' },
    box({ fontSize: 46, fontWeight: 700, color: IMAGE_COLORS.accent }, localized(payee.name, language) || siteName),
    box({ ...muted(30), marginTop: 10 }, localized(payee.address, language)),
    numbers.length ? box({ ...muted(30), marginTop: 6 }, numbers.join(' · ')) : null,
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
    box({ flexDirection: 'column', width, padding: '6px 0' }, box(muted(24), label), box({ fontSize: 30 }, value));
  return box(
    { flexDirection: 'column', padding: '24px 32px', background: '#f1e9dc', borderRadius: 12 },
    box({ ...muted(26), letterSpacing: 1, marginBottom: 8 }, words.recipient),
    bank ? item(words.bank, bank, '100%') : null,
    box({ flexWrap: 'wrap' }, ...numbers.map(([label, value, width]) => item(label, value, width))),
  );
}

/**
 * An order's receipt, 1500 × 1500, filling its page: the payee's legal details at the head, the receipt's number and
 * date, the donor, the payment method (a test payment says it moves no money), the projects with their amounts and the
 * total, the payee's bank details at the foot; in the language the payer checked out in.
 */
export const orderReceiptTemplate: FileTemplate<z.infer<typeof orderReceiptInput>> = {
  variant: 'generate-template-ecommerce-order-receipt-default',
  width: 1500,
  height: 1500,
  input: orderReceiptInput,
  async draw(db, { orderId, language }) {
    const data = await receiptData(db, orderId, language);
    const words = RECEIPT_WORDS[data.language];
    const line = (text: string, amount: string, faint = false) =>
      ruled(
        {
          justifyContent: 'space-between',
          padding: '16px 0',
          fontSize: 40,
          color: faint ? IMAGE_COLORS.muted : IMAGE_COLORS.ink,
        },
        box({ maxWidth: 950 }, text),
        box({}, amount),
      );
    const projects = data.projects;
    return {
      name: `receipt-${data.number.toLowerCase()}`,
      adminTitle: `${words.receipt} ${data.number}`,
      alt: `${words.receipt} ${words.number} ${data.number}`,
      element: page(
        100,
        box(
          { flexDirection: 'column', flexGrow: 1, justifyContent: 'space-between' },
          recipient(data),
          ruled(
            { flexDirection: 'column', paddingBottom: 28 },
            box(
              { justifyContent: 'space-between', alignItems: 'flex-end' },
              box({ fontSize: 66, fontWeight: 700 }, words.receipt),
              box({ flexShrink: 0, fontSize: 44, color: IMAGE_COLORS.accent }, `${words.number} ${data.number}`),
            ),
          ),
          box(
            { flexWrap: 'wrap' },
            fact(words.donor, data.donor ?? '—'),
            fact(words.date, data.date),
            fact(words.method, data.method ?? words.unpaid, data.test),
            data.invoice ? fact(words.invoice, data.invoice) : null,
          ),
          box(
            { flexDirection: 'column' },
            ruled(
              { ...muted(28), justifyContent: 'space-between', paddingBottom: 8, letterSpacing: 1 },
              box({}, words.project),
              box({}, words.amount),
            ),
            ...projects
              .slice(0, SHOWN_LINES)
              .map((project) =>
                line(project.quantity > 1 ? `${project.title} × ${project.quantity}` : project.title, project.amount),
              ),
            projects.length > SHOWN_LINES ? line(`${words.more} ${projects.length - SHOWN_LINES}`, '', true) : null,
            data.total
              ? box(
                  { justifyContent: 'space-between', marginTop: 24, fontSize: 60, fontWeight: 700 },
                  box({}, words.total),
                  box({}, data.total),
                )
              : null,
          ),
          bankDetails(data),
          box({ fontSize: 46, color: IMAGE_COLORS.accent }, words.thanks),
        ),
      ),
    };
  },
};
