-- CreateTable
CREATE TABLE "AnalyticMetric" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "title" TEXT NOT NULL DEFAULT 'page-views',
    "day" DATE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "breakdown" TEXT NOT NULL DEFAULT '',
    "value" DECIMAL NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticMetric_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AnalyticMetric_day_title_idx" ON "AnalyticMetric"("day", "title");

-- CreateIndex
CREATE INDEX "AnalyticMetric_orderIndex_createdAt_id_idx" ON "AnalyticMetric"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "AnalyticMetric_createdAt_id_idx" ON "AnalyticMetric"("createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "AnalyticMetric_title_day_breakdown_key" ON "AnalyticMetric"("title", "day", "breakdown");

-- CreateIndex
CREATE INDEX "AnalyticMetric_search_idx" ON "AnalyticMetric" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("title", '') || E'\n' || coalesce("breakdown", '')) gin_trgm_ops);
