import { literal, quote } from '../../db/sql';
import { LIVE_CHANNEL, LIVE_SUBJECTS_PER_NOTIFY } from './live-events';

/*
 * Orders and invoices are written by the generic calls, checkout, webhooks, jobs, claims and psql alike: row triggers
 * announce them on LIVE_CHANNEL at commit, with the subjects that own them (docs/decisions/0045), as the content
 * triggers of decision 0015 announce page content. Ensured idempotently after the migrations.
 */

/**
 * Announces `{topic, id, subjects}` when someone may hear it (an order not yet linked to a subject has no reader), in
 * notifications of at most LIVE_SUBJECTS_PER_NOTIFY subjects each, as announceLive does.
 */
const ANNOUNCE = `CREATE OR REPLACE FUNCTION platform_live_announce(topic text, id text, subjects text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE part integer;
BEGIN
  IF id IS NULL THEN RETURN; END IF;
  FOR part IN 0 .. (coalesce(cardinality(subjects), 0) - 1) / ${LIVE_SUBJECTS_PER_NOTIFY} LOOP
    IF cardinality(subjects) > 0 THEN
      PERFORM pg_notify(${literal(LIVE_CHANNEL)}, json_build_object('topic', topic, 'id', id, 'subjects',
        subjects[part * ${LIVE_SUBJECTS_PER_NOTIFY} + 1 : (part + 1) * ${LIVE_SUBJECTS_PER_NOTIFY}])::text);
    END IF;
  END LOOP;
END $$`;

/** An order changed: its subjects hear of it. */
const ORDER = `CREATE OR REPLACE FUNCTION platform_live_order(order_id text) RETURNS void LANGUAGE sql AS $$
SELECT platform_live_announce('orders', order_id, ARRAY(
  SELECT DISTINCT "subjectId" FROM "RbacSubjectsToEcommerceModuleOrders" WHERE "ecommerceModuleOrderId" = order_id))
$$`;

/** An invoice changed: the subjects of the payment intents it is an attempt of hear of it. */
const INVOICE = `CREATE OR REPLACE FUNCTION platform_live_invoice(invoice_id text) RETURNS void LANGUAGE sql AS $$
SELECT platform_live_announce('invoices', invoice_id, ARRAY(
  SELECT DISTINCT payer."subjectId" FROM "BillingPaymentIntentsToInvoices" attempt
  JOIN "RbacSubjectsToBillingModulePaymentIntents" payer ON payer."billingModulePaymentIntentId" = attempt."paymentIntentId"
  WHERE attempt."invoiceId" = invoice_id))
$$`;

/** The invoices of a payment intent, each announced to `subjects` (null: to the intent's own subjects). */
const INTENT = `CREATE OR REPLACE FUNCTION platform_live_intent(intent_id text, subjects text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE invoice text;
BEGIN
  FOR invoice IN SELECT "invoiceId" FROM "BillingPaymentIntentsToInvoices" WHERE "paymentIntentId" = intent_id LOOP
    IF subjects IS NULL THEN PERFORM platform_live_invoice(invoice);
    ELSE PERFORM platform_live_announce('invoices', invoice, subjects);
    END IF;
  END LOOP;
END $$`;

/** `call` for the row before the write (updates, deletes) and after it (inserts, updates). */
const eachSide = (call: (row: 'OLD' | 'NEW') => string) =>
  `IF TG_OP <> 'INSERT' THEN PERFORM ${call('OLD')}; END IF;\n  IF TG_OP <> 'DELETE' THEN PERFORM ${call('NEW')}; END IF;`;

interface LiveTrigger {
  table: string;
  events: string;
  /** plpgsql run for each written row; NEW and OLD as the operation has them. */
  body: string;
}

/**
 * A row's link to its subject is what says who may read it: a link made, moved or removed (a guest's claim, a delete's
 * cascade) is announced to the subjects on both sides; the record's own updates to its linked subjects.
 */
export const LIVE_TRIGGERS: readonly LiveTrigger[] = [
  { table: 'EcommerceOrder', events: 'UPDATE', body: `PERFORM platform_live_order(NEW.id);` },
  {
    table: 'EcommerceOrdersToProducts',
    events: 'INSERT OR UPDATE OR DELETE',
    body: eachSide((row) => `platform_live_order(${row}."orderId")`),
  },
  // A receipt drawn after the payment (its own job): the invoice page shows it once this link is made.
  {
    table: 'EcommerceOrdersToFileStorageModuleFiles',
    events: 'INSERT OR UPDATE OR DELETE',
    body: eachSide((row) => `platform_live_order(${row}."orderId")`),
  },
  {
    table: 'RbacSubjectsToEcommerceModuleOrders',
    events: 'INSERT OR UPDATE OR DELETE',
    body: eachSide((row) => `platform_live_announce('orders', ${row}."ecommerceModuleOrderId", ARRAY[${row}."subjectId"])`),
  },
  { table: 'BillingInvoice', events: 'UPDATE', body: `PERFORM platform_live_invoice(NEW.id);` },
  { table: 'BillingPaymentIntent', events: 'UPDATE', body: `PERFORM platform_live_intent(NEW.id, NULL);` },
  {
    table: 'BillingPaymentIntentsToInvoices',
    events: 'INSERT OR UPDATE OR DELETE',
    body: eachSide((row) => `platform_live_invoice(${row}."invoiceId")`),
  },
  {
    table: 'RbacSubjectsToBillingModulePaymentIntents',
    events: 'INSERT OR UPDATE OR DELETE',
    body: eachSide((row) => `platform_live_intent(${row}."billingModulePaymentIntentId", ARRAY[${row}."subjectId"])`),
  },
];

/** The trigger (and its function) of one table: a function each, since plpgsql resolves NEW's columns per table. */
const triggerSql = ({ table, events, body }: LiveTrigger): string[] => {
  const name = `platform_live_${table}`;
  return [
    `CREATE OR REPLACE FUNCTION ${quote(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${body}
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE TRIGGER platform_live AFTER ${events} ON ${quote(table)} FOR EACH ROW EXECUTE FUNCTION ${quote(name)}()`,
  ];
};

/** Every function and trigger of the live channel's announcements. Idempotent. */
export const liveTriggersSql = (): string => [ANNOUNCE, ORDER, INVOICE, INTENT, ...LIVE_TRIGGERS.flatMap(triggerSql)].join(';\n');
