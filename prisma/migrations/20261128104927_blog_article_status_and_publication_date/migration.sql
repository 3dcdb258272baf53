-- AlterTable
ALTER TABLE "BlogArticle" ADD COLUMN     "publishedAt" TIMESTAMPTZ(3),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'published';

-- AlterTable
ALTER TABLE "BlogWidget" ADD COLUMN     "latestCount" INTEGER;

-- CreateIndex
CREATE INDEX "BlogArticle_status_publishedAt_createdAt_id_idx" ON "BlogArticle"("status", "publishedAt" DESC, "createdAt" DESC, "id");

-- DropIndex
DROP INDEX "BlogArticle_search_idx";

-- CreateIndex
CREATE INDEX "BlogArticle_search_idx" ON "BlogArticle" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("status", '')) gin_trgm_ops);
