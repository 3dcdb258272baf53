-- AlterTable
ALTER TABLE "BillingPaymentEvent" ADD COLUMN     "periodEnd" TIMESTAMPTZ(3),
ADD COLUMN     "subscriptionProviderId" TEXT;

-- AlterTable
ALTER TABLE "BillingPaymentIntent" ADD COLUMN     "periodEnd" TIMESTAMPTZ(3),
ADD COLUMN     "renewalKey" TEXT,
ADD COLUMN     "subscriptionId" TEXT;

-- CreateTable
CREATE TABLE "BillingSubscription" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "provider" TEXT NOT NULL DEFAULT 'dummy',
    "providerId" TEXT,
    "interval" TEXT NOT NULL DEFAULT 'month',
    "intervalCount" INTEGER NOT NULL DEFAULT 1,
    "amount" DECIMAL NOT NULL DEFAULT 0,
    "currencyId" TEXT,
    "email" TEXT,
    "language" TEXT NOT NULL DEFAULT 'ru',
    "description" TEXT,
    "currentPeriodEnd" TIMESTAMPTZ(3),
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "canceledAt" TIMESTAMPTZ(3),
    "endedAt" TIMESTAMPTZ(3),
    "endReason" TEXT,
    "failedAt" TIMESTAMPTZ(3),
    "failure" TEXT,

    CONSTRAINT "BillingSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BillingSubscription_slug_key" ON "BillingSubscription"("slug");

-- CreateIndex
CREATE INDEX "BillingSubscription_provider_providerId_idx" ON "BillingSubscription"("provider", "providerId");

-- CreateIndex
CREATE INDEX "BillingSubscription_status_currentPeriodEnd_idx" ON "BillingSubscription"("status", "currentPeriodEnd");

-- CreateIndex
CREATE INDEX "BillingSubscription_orderIndex_createdAt_id_idx" ON "BillingSubscription"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingSubscription_createdAt_id_idx" ON "BillingSubscription"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPaymentEvent_provider_subscriptionProviderId_outcome_idx" ON "BillingPaymentEvent"("provider", "subscriptionProviderId", "outcome");

-- CreateIndex
CREATE UNIQUE INDEX "BillingPaymentIntent_subscriptionId_renewalKey_key" ON "BillingPaymentIntent"("subscriptionId", "renewalKey");

-- AddForeignKey
ALTER TABLE "BillingPaymentIntent" ADD CONSTRAINT "BillingPaymentIntent_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "BillingSubscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BillingSubscription" ADD CONSTRAINT "BillingSubscription_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "BillingCurrency"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- DropIndex
DROP INDEX "BillingPaymentIntent_search_idx";

-- CreateIndex
CREATE INDEX "BillingPaymentIntent_search_idx" ON "BillingPaymentIntent" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("type", '') || E'\n' || coalesce("status", '') || E'\n' || coalesce("interval", '') || E'\n' || coalesce("description", '') || E'\n' || coalesce("renewalKey", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BillingSubscription_search_idx" ON "BillingSubscription" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("status", '') || E'\n' || coalesce("provider", '') || E'\n' || coalesce("providerId", '') || E'\n' || coalesce("interval", '') || E'\n' || coalesce("email", '') || E'\n' || coalesce("language", '') || E'\n' || coalesce("description", '') || E'\n' || coalesce("endReason", '') || E'\n' || coalesce("failure", '')) gin_trgm_ops);
