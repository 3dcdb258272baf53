-- CreateTable
CREATE TABLE "BlogArticlePrivateContent" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "adminTitle" TEXT NOT NULL,
    "content" JSONB NOT NULL DEFAULT '{}',
    "articleId" TEXT NOT NULL,

    CONSTRAINT "BlogArticlePrivateContent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BlogArticlePrivateContent_articleId_orderIndex_createdAt_id_idx" ON "BlogArticlePrivateContent"("articleId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlePrivateContent_orderIndex_createdAt_id_idx" ON "BlogArticlePrivateContent"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BlogArticlePrivateContent_createdAt_id_idx" ON "BlogArticlePrivateContent"("createdAt", "id");

-- AddForeignKey
ALTER TABLE "BlogArticlePrivateContent" ADD CONSTRAINT "BlogArticlePrivateContent_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "BlogArticle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "BlogArticlePrivateContent_search_idx" ON "BlogArticlePrivateContent" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("content"->>'en', '') || E'\n' || coalesce("content"->>'ru', '')) gin_trgm_ops);
