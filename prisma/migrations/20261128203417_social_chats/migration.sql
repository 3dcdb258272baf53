-- AlterTable
ALTER TABLE "SocialProfile" ADD COLUMN     "acceptsConversations" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "SocialProfilesToChats" ADD COLUMN     "notifiedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "SocialProfilesToMessages" ADD COLUMN     "isAuthor" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "reaction" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "SocialProfilesToChats_profileId_chatId_key" ON "SocialProfilesToChats"("profileId", "chatId");

-- CreateIndex
CREATE INDEX "SocialProfilesToMessages_profileId_isRead_idx" ON "SocialProfilesToMessages"("profileId", "isRead");

-- CreateIndex
CREATE UNIQUE INDEX "SocialProfilesToMessages_profileId_messageId_key" ON "SocialProfilesToMessages"("profileId", "messageId");

-- DropIndex
DROP INDEX "SocialProfilesToMessages_search_idx";

-- CreateIndex
CREATE INDEX "SocialProfilesToMessages_search_idx" ON "SocialProfilesToMessages" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("reaction", '')) gin_trgm_ops);
