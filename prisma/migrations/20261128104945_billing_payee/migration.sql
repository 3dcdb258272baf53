-- CreateTable
CREATE TABLE "BillingPayee" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "name" JSONB NOT NULL DEFAULT '{}',
    "address" JSONB NOT NULL DEFAULT '{}',
    "inn" TEXT,
    "ogrn" TEXT,
    "kpp" TEXT,
    "bankName" JSONB NOT NULL DEFAULT '{}',
    "bankAccount" TEXT,
    "bic" TEXT,
    "correspondentAccount" TEXT,

    CONSTRAINT "BillingPayee_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BillingPayee_orderIndex_createdAt_id_idx" ON "BillingPayee"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPayee_createdAt_id_idx" ON "BillingPayee"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BillingPayee_search_idx" ON "BillingPayee" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("name"->>'en', '') || E'\n' || coalesce("name"->>'ru', '') || E'\n' || coalesce("address"->>'en', '') || E'\n' || coalesce("address"->>'ru', '') || E'\n' || coalesce("inn", '') || E'\n' || coalesce("ogrn", '') || E'\n' || coalesce("kpp", '') || E'\n' || coalesce("bankName"->>'en', '') || E'\n' || coalesce("bankName"->>'ru', '') || E'\n' || coalesce("bankAccount", '') || E'\n' || coalesce("bic", '') || E'\n' || coalesce("correspondentAccount", '')) gin_trgm_ops);
