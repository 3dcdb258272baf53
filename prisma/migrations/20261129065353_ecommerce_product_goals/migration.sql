-- CreateTable
CREATE TABLE "EcommerceProductGoal" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "productId" TEXT NOT NULL,
    "billingModuleCurrencyId" TEXT NOT NULL,
    "amount" DECIMAL NOT NULL,

    CONSTRAINT "EcommerceProductGoal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EcommerceProductGoal_billingModuleCurrencyId_orderIndex_cre_idx" ON "EcommerceProductGoal"("billingModuleCurrencyId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductGoal_productId_orderIndex_createdAt_id_idx" ON "EcommerceProductGoal"("productId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductGoal_orderIndex_createdAt_id_idx" ON "EcommerceProductGoal"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EcommerceProductGoal_createdAt_id_idx" ON "EcommerceProductGoal"("createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "EcommerceProductGoal_productId_billingModuleCurrencyId_key" ON "EcommerceProductGoal"("productId", "billingModuleCurrencyId");

-- AddForeignKey
ALTER TABLE "EcommerceProductGoal" ADD CONSTRAINT "EcommerceProductGoal_productId_fkey" FOREIGN KEY ("productId") REFERENCES "EcommerceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EcommerceProductGoal" ADD CONSTRAINT "EcommerceProductGoal_billingModuleCurrencyId_fkey" FOREIGN KEY ("billingModuleCurrencyId") REFERENCES "BillingCurrency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "EcommerceProductGoal_search_idx" ON "EcommerceProductGoal" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);
