-- AlterTable
ALTER TABLE "BillingInvoice" ADD COLUMN     "note" TEXT;

-- DropIndex
DROP INDEX "BillingInvoice_search_idx";

-- CreateIndex
CREATE INDEX "BillingInvoice_search_idx" ON "BillingInvoice" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("provider", '') || E'\n' || coalesce("status", '') || E'\n' || coalesce("paymentUrl", '') || E'\n' || coalesce("providerId", '') || E'\n' || coalesce("email", '') || E'\n' || coalesce("language", '') || E'\n' || coalesce("returnUrl", '') || E'\n' || coalesce("note", '')) gin_trgm_ops);
