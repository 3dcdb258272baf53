import type { Language } from '../../../shared/languages';
import type { Database } from '../../db/database';
import { currentSiteUrl } from '../../platform/context/context';
import { addressesOfSubject, type MessageRecipient, type MessageSite } from '../notification/messages.service';
import { RECEIPT_WORDS } from './receipts/receipt-data';

/*
 * What the messages about an order (its status, its receipt) share: the number they give it, whom they go to, and
 * the site their links are on.
 */

/** The order as the invoice page and the receipt name it: `№ 3F9A1C2E`. */
export const orderNumberText = (orderId: string, language: Language) =>
  `${RECEIPT_WORDS[language].number} ${orderId.slice(0, 8).toUpperCase()}`;

/**
 * Whom a message about the order goes to: the account that placed it, by the channels it chose (its e-mail, its
 * Telegram), when that account can be reached at all; else the address the invoice was paid with. Undefined when there
 * is neither.
 */
export async function orderRecipient(
  db: Database,
  orderId: string,
  invoiceEmail: string | null,
): Promise<MessageRecipient | undefined> {
  const [owner] = await db.query<{ subjectId: string }>(
    `SELECT "subjectId" FROM "RbacSubjectsToEcommerceModuleOrders" WHERE "ecommerceModuleOrderId" = $1::text
      ORDER BY "createdAt", "id" LIMIT 1`,
    [orderId],
  );
  const addresses = owner ? await addressesOfSubject(db, owner.subjectId) : [];
  if (owner && addresses.length) return { subjectId: owner.subjectId, addresses };
  if (!invoiceEmail) return undefined;
  return owner ? { email: invoiceEmail, subjectId: owner.subjectId } : { email: invoiceEmail };
}

/**
 * The site a message's links are on: the one the invoice's page was made for (its return address), else the site's
 * configured address. A payment's effects run in a webhook's or a job's transaction, with no request to ask.
 */
export function orderSite(returnUrl: string | null): MessageSite {
  if (returnUrl) {
    try {
      return { siteUrl: new URL(returnUrl).origin };
    } catch {
      // A return address that is not a URL says nothing of the site: the configured address does.
    }
  }
  return { siteUrl: currentSiteUrl() };
}
