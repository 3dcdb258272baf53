-- AlterTable
ALTER TABLE "BroadcastChannel" ADD COLUMN     "orderIndex" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "BroadcastMessage" ADD COLUMN     "orderIndex" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "BroadcastChannel_orderIndex_createdAt_id_idx" ON "BroadcastChannel"("orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BroadcastMessage_channelId_orderIndex_createdAt_id_idx" ON "BroadcastMessage"("channelId", "orderIndex", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BroadcastMessage_orderIndex_createdAt_id_idx" ON "BroadcastMessage"("orderIndex", "createdAt", "id");
