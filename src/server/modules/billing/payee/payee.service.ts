import type { Database } from '../../../db/database';
import type { Payee } from './payee.schema';

const texts = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/**
 * The payee: the first `BillingPayee` record (by orderIndex, then creation), or null where the administrator keeps
 * none. Every reader (receipt, contacts, the no-provider checkout) takes this one, so they never disagree.
 */
export async function currentPayee(db: Database): Promise<Payee | null> {
  const record = await db.prisma.billingPayee.findFirst({
    orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  });
  if (!record) return null;
  return {
    id: record.id,
    name: texts(record.name),
    address: texts(record.address),
    inn: record.inn,
    ogrn: record.ogrn,
    kpp: record.kpp,
    bankName: texts(record.bankName),
    bankAccount: record.bankAccount,
    bic: record.bic,
    correspondentAccount: record.correspondentAccount,
  };
}
