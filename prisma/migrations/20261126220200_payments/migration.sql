-- AlterTable
ALTER TABLE "BillingInvoice" ADD COLUMN     "email" TEXT,
ADD COLUMN     "expiresAt" TIMESTAMPTZ(3),
ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'ru',
ADD COLUMN     "paidAt" TIMESTAMPTZ(3),
ADD COLUMN     "refundDue" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "returnUrl" TEXT;

-- AlterTable
ALTER TABLE "BillingPaymentIntent" ADD COLUMN     "description" TEXT;

-- CreateTable
CREATE TABLE "BillingPaymentEvent" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "provider" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "invoiceId" TEXT,
    "providerPaymentId" TEXT,
    "kind" TEXT NOT NULL,
    "amount" DECIMAL,
    "currency" TEXT,
    "outcome" TEXT NOT NULL DEFAULT 'pending',
    "note" TEXT,
    "appliedAt" TIMESTAMPTZ(3),

    CONSTRAINT "BillingPaymentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BillingPaymentEvent_invoiceId_outcome_idx" ON "BillingPaymentEvent"("invoiceId", "outcome");

-- CreateIndex
CREATE INDEX "BillingPaymentEvent_orderIndex_createdAt_id_idx" ON "BillingPaymentEvent"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPaymentEvent_createdAt_id_idx" ON "BillingPaymentEvent"("createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "BillingPaymentEvent_provider_eventId_key" ON "BillingPaymentEvent"("provider", "eventId");

-- CreateIndex
CREATE INDEX "BillingInvoice_status_expiresAt_idx" ON "BillingInvoice"("status", "expiresAt");

-- DropIndex
DROP INDEX "BillingPaymentIntent_search_idx";

-- CreateIndex
CREATE INDEX "BillingPaymentIntent_search_idx" ON "BillingPaymentIntent" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("type", '') || E'\n' || coalesce("status", '') || E'\n' || coalesce("interval", '') || E'\n' || coalesce("description", '')) gin_trgm_ops);

-- DropIndex
DROP INDEX "BillingInvoice_search_idx";

-- CreateIndex
CREATE INDEX "BillingInvoice_search_idx" ON "BillingInvoice" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("provider", '') || E'\n' || coalesce("status", '') || E'\n' || coalesce("paymentUrl", '') || E'\n' || coalesce("providerId", '') || E'\n' || coalesce("email", '') || E'\n' || coalesce("language", '') || E'\n' || coalesce("returnUrl", '')) gin_trgm_ops);
