-- CreateTable
CREATE TABLE "HostJob" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "state" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 5,
    "runAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "finishedAt" TIMESTAMPTZ(3),
    "lockedBy" TEXT,
    "lockedUntil" TIMESTAMPTZ(3),
    "key" TEXT,

    CONSTRAINT "HostJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "HostJob_key_key" ON "HostJob"("key");

-- CreateIndex
CREATE INDEX "HostJob_state_runAt_idx" ON "HostJob"("state", "runAt");

-- CreateIndex
CREATE INDEX "HostJob_orderIndex_createdAt_id_idx" ON "HostJob"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HostJob_createdAt_id_idx" ON "HostJob"("createdAt", "id");

-- CreateIndex
CREATE INDEX "HostJob_search_idx" ON "HostJob" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("name", '') || E'\n' || coalesce("state", '') || E'\n' || coalesce("lastError", '') || E'\n' || coalesce("lockedBy", '') || E'\n' || coalesce("key", '')) gin_trgm_ops);
