-- AlterTable
ALTER TABLE "CrmInput" ADD COLUMN     "currency" TEXT,
ADD COLUMN     "maximum" DECIMAL,
ADD COLUMN     "minimum" DECIMAL,
ADD COLUMN     "step" DECIMAL;

-- DropIndex
DROP INDEX "CrmInput_search_idx";

-- CreateIndex
CREATE INDEX "CrmInput_search_idx" ON "CrmInput" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("type", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("label"->>'en', '') || E'\n' || coalesce("label"->>'ru', '') || E'\n' || coalesce("placeholder"->>'en', '') || E'\n' || coalesce("placeholder"->>'ru', '') || E'\n' || coalesce("currency", '')) gin_trgm_ops);
