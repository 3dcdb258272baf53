-- CreateTable
CREATE TABLE "AgentAgent" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "title" JSONB NOT NULL DEFAULT '{}',
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "interval" TEXT NOT NULL DEFAULT '0 * * * *',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "override" TEXT,

    CONSTRAINT "AgentAgent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AgentAgent_slug_key" ON "AgentAgent"("slug");

-- CreateIndex
CREATE INDEX "AgentAgent_orderIndex_createdAt_id_idx" ON "AgentAgent"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "AgentAgent_createdAt_id_idx" ON "AgentAgent"("createdAt", "id");

-- CreateIndex
CREATE INDEX "AgentAgent_search_idx" ON "AgentAgent" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("interval", '') || E'\n' || coalesce("override", '')) gin_trgm_ops);
