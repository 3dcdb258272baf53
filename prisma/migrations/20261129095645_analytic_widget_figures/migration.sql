-- AlterTable
ALTER TABLE "AnalyticWidget" ADD COLUMN     "billingModuleCurrencyId" TEXT,
ADD COLUMN     "goal" DECIMAL,
ADD COLUMN     "metric" TEXT NOT NULL DEFAULT 'donations-amount',
ADD COLUMN     "period" TEXT NOT NULL DEFAULT 'all-time';

-- CreateIndex
CREATE INDEX "AnalyticWidget_billingModuleCurrencyId_orderIndex_createdAt_idx" ON "AnalyticWidget"("billingModuleCurrencyId", "orderIndex", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "AnalyticWidget" ADD CONSTRAINT "AnalyticWidget_billingModuleCurrencyId_fkey" FOREIGN KEY ("billingModuleCurrencyId") REFERENCES "BillingCurrency"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- DropIndex
DROP INDEX "AnalyticWidget_search_idx";

-- CreateIndex
CREATE INDEX "AnalyticWidget_search_idx" ON "AnalyticWidget" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("anchor", '') || E'\n' || coalesce("metric", '') || E'\n' || coalesce("period", '')) gin_trgm_ops);
