-- AlterTable
ALTER TABLE "FileStorageFile" ADD COLUMN     "visibility" TEXT NOT NULL DEFAULT 'follows-records';

-- CreateIndex
CREATE INDEX "FileStorageFile_file_idx" ON "FileStorageFile" USING HASH ("file");

-- DropIndex
DROP INDEX "FileStorageFile_search_idx";

-- CreateIndex
CREATE INDEX "FileStorageFile_search_idx" ON "FileStorageFile" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("containerClassName", '') || E'\n' || coalesce("alt", '') || E'\n' || coalesce("extension", '') || E'\n' || coalesce("mimeType", '') || E'\n' || coalesce("visibility", '')) gin_trgm_ops);
