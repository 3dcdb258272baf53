-- AlterTable
ALTER TABLE "SocialProfile" ADD COLUMN     "acceptsConversations" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "SocialProfilesToChats" ADD COLUMN     "notifiedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "SocialProfilesToMessages" ADD COLUMN     "isAuthor" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "reaction" TEXT;

-- Links written twice before they were unique (the generic routes allowed it): the earliest of each pair stays.
DELETE FROM "SocialProfilesToChats" a USING "SocialProfilesToChats" b
 WHERE a."profileId" = b."profileId" AND a."chatId" = b."chatId" AND (a."createdAt", a."id") > (b."createdAt", b."id");
DELETE FROM "SocialProfilesToMessages" a USING "SocialProfilesToMessages" b
 WHERE a."profileId" = b."profileId" AND a."messageId" = b."messageId" AND (a."createdAt", a."id") > (b."createdAt", b."id");

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
