-- AlterTable
ALTER TABLE "CrmRequest" ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'received';

-- CreateIndex
CREATE INDEX "CrmRequest_status_idx" ON "CrmRequest"("status");

-- DropIndex
DROP INDEX "CrmRequest_search_idx";

-- CreateIndex
CREATE INDEX "CrmRequest_search_idx" ON "CrmRequest" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("status", '')) gin_trgm_ops);
