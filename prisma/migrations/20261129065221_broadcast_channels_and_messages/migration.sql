-- CreateTable
CREATE TABLE "BroadcastChannel" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "title" TEXT NOT NULL,
    "adminTitle" TEXT NOT NULL,
    "slug" TEXT NOT NULL,

    CONSTRAINT "BroadcastChannel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BroadcastMessage" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "payload" JSONB NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL DEFAULT (now() + '01:00:00'::interval),
    "channelId" TEXT NOT NULL,

    CONSTRAINT "BroadcastMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BroadcastWidgetsToChannels" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "widgetId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,

    CONSTRAINT "BroadcastWidgetsToChannels_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BroadcastChannel_title_key" ON "BroadcastChannel"("title");

-- CreateIndex
CREATE UNIQUE INDEX "BroadcastChannel_slug_key" ON "BroadcastChannel"("slug");

-- CreateIndex
CREATE INDEX "BroadcastChannel_createdAt_id_idx" ON "BroadcastChannel"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BroadcastMessage_channelId_expiresAt_idx" ON "BroadcastMessage"("channelId", "expiresAt");

-- CreateIndex
CREATE INDEX "BroadcastMessage_expiresAt_idx" ON "BroadcastMessage"("expiresAt");

-- CreateIndex
CREATE INDEX "BroadcastMessage_createdAt_id_idx" ON "BroadcastMessage"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BroadcastWidgetsToChannels_widgetId_orderIndex_createdAt_id_idx" ON "BroadcastWidgetsToChannels"("widgetId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BroadcastWidgetsToChannels_channelId_orderIndex_createdAt_i_idx" ON "BroadcastWidgetsToChannels"("channelId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BroadcastWidgetsToChannels_orderIndex_createdAt_id_idx" ON "BroadcastWidgetsToChannels"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BroadcastWidgetsToChannels_createdAt_id_idx" ON "BroadcastWidgetsToChannels"("createdAt", "id");

-- AddForeignKey
ALTER TABLE "BroadcastMessage" ADD CONSTRAINT "BroadcastMessage_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "BroadcastChannel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BroadcastWidgetsToChannels" ADD CONSTRAINT "BroadcastWidgetsToChannels_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "BroadcastWidget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BroadcastWidgetsToChannels" ADD CONSTRAINT "BroadcastWidgetsToChannels_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "BroadcastChannel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "BroadcastChannel_search_idx" ON "BroadcastChannel" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("title", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BroadcastMessage_search_idx" ON "BroadcastMessage" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("payload"->>'en', '') || E'\n' || coalesce("payload"->>'ru', '')) gin_trgm_ops);

-- CreateIndex
CREATE INDEX "BroadcastWidgetsToChannels_search_idx" ON "BroadcastWidgetsToChannels" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '')) gin_trgm_ops);
