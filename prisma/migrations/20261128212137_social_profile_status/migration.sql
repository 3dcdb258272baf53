-- AlterTable
ALTER TABLE "SocialProfile" ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'published';

-- DropIndex
DROP INDEX "SocialProfile_search_idx";

-- CreateIndex
CREATE INDEX "SocialProfile_search_idx" ON "SocialProfile" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("subtitle"->>'en', '') || E'\n' || coalesce("subtitle"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '') || E'\n' || coalesce("status", '')) gin_trgm_ops);
