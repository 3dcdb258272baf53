import type { InvoiceProvider } from '../../../../shared/order-payment';
import type { SqlTransaction } from '../../../db/database';
import type { PaymentEventKind } from './payment-provider';

/** What became of a notification: `duplicate` when the same event was stored before (nothing done again). */
export type EventOutcome = 'pending' | 'applied' | 'ignored' | 'refund-due' | 'refused' | 'duplicate';

export interface ReceivedEvent {
  eventId: string;
  invoiceId: string | null;
  outcome: EventOutcome;
  /** Why it was ignored or refused, in our words. */
  note?: string;
}

/** A provider's notification as kept in BillingPaymentEvent. */
export interface StoredEvent {
  id: string;
  provider: InvoiceProvider;
  eventId: string;
  invoiceId: string | null;
  providerPaymentId: string | null;
  kind: PaymentEventKind;
  amount: string | null;
  currency: string | null;
  subscriptionProviderId: string | null;
  periodEnd: Date | null;
}

export const EVENT_COLUMNS = `"id", "provider", "eventId", "invoiceId", "providerPaymentId", "kind", "amount"::text AS "amount", "currency",
  "subscriptionProviderId", "periodEnd"`;

/** Records what became of a stored event (pending keeps it for a later try). */
export async function finish(
  tx: SqlTransaction,
  event: StoredEvent,
  outcome: Exclude<EventOutcome, 'duplicate'>,
  note?: string,
): Promise<ReceivedEvent> {
  await tx.query(
    `UPDATE "BillingPaymentEvent" SET "outcome" = $2::text, "note" = $3::text, "updatedAt" = now(),
            "appliedAt" = CASE WHEN $2::text = 'pending' THEN NULL ELSE now() END
      WHERE "id" = $1::text`,
    [event.id, outcome, note ?? null],
  );
  return { eventId: event.eventId, invoiceId: event.invoiceId, outcome, ...(note ? { note } : {}) };
}

/** Leaves a stored event pending without a write: it is pending already. */
export const stillPending = (event: StoredEvent): ReceivedEvent => ({
  eventId: event.eventId,
  invoiceId: event.invoiceId,
  outcome: 'pending',
});
