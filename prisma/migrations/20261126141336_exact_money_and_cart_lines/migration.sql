-- AlterTable
ALTER TABLE "BillingCurrency" ADD COLUMN     "decimals" INTEGER NOT NULL DEFAULT 2;

-- AlterTable
ALTER TABLE "BillingInvoice" ALTER COLUMN "amount" SET DATA TYPE DECIMAL;

-- AlterTable
ALTER TABLE "BillingPaymentIntent" ALTER COLUMN "amount" SET DATA TYPE DECIMAL;

-- AlterTable
ALTER TABLE "EcommerceAttribute" ALTER COLUMN "number" SET DATA TYPE DECIMAL;

-- AlterTable
ALTER TABLE "EcommerceOrdersToProducts" ADD COLUMN     "storeId" TEXT;

-- CreateIndex
CREATE INDEX "EcommerceOrdersToProducts_storeId_orderIndex_createdAt_id_idx" ON "EcommerceOrdersToProducts"("storeId", "orderIndex", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "EcommerceOrdersToProducts" ADD CONSTRAINT "EcommerceOrdersToProducts_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "EcommerceStore"("id") ON DELETE SET NULL ON UPDATE CASCADE;
