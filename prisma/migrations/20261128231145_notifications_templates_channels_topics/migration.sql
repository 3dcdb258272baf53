-- AlterTable
ALTER TABLE "NotificationNotification" ADD COLUMN     "attachments" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "batchKey" TEXT,
ADD COLUMN     "data" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "html" TEXT,
ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'ru',
ADD COLUMN     "orderId" TEXT,
ADD COLUMN     "sendAfter" TIMESTAMPTZ(3),
ADD COLUMN     "subjectId" TEXT,
ADD COLUMN     "templateId" TEXT,
ADD COLUMN     "topicId" TEXT,
ADD COLUMN     "unsubscribeUrl" TEXT;

-- AlterTable
ALTER TABLE "NotificationTemplate" ADD COLUMN     "text" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "NotificationTopic" ADD COLUMN     "type" TEXT NOT NULL DEFAULT 'info';

-- AlterTable
ALTER TABLE "RbacIdentity" ADD COLUMN     "deliveryBlockedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "RbacSubject" ADD COLUMN     "notificationMethod" TEXT NOT NULL DEFAULT 'email';

-- CreateIndex
CREATE INDEX "NotificationNotification_orderId_createdAt_idx" ON "NotificationNotification"("orderId", "createdAt");

-- CreateIndex
CREATE INDEX "NotificationNotification_subjectId_createdAt_idx" ON "NotificationNotification"("subjectId", "createdAt");

-- CreateIndex
CREATE INDEX "NotificationNotification_topicId_createdAt_idx" ON "NotificationNotification"("topicId", "createdAt");

-- CreateIndex
CREATE INDEX "NotificationNotification_templateId_createdAt_idx" ON "NotificationNotification"("templateId", "createdAt");

-- CreateIndex
CREATE INDEX "NotificationNotification_status_sendAfter_idx" ON "NotificationNotification"("status", "sendAfter");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationNotification_batchKey_method_recipient_key" ON "NotificationNotification"("batchKey", "method", "recipient");

-- AddForeignKey
ALTER TABLE "NotificationNotification" ADD CONSTRAINT "NotificationNotification_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "NotificationTemplate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationNotification" ADD CONSTRAINT "NotificationNotification_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "NotificationTopic"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationNotification" ADD CONSTRAINT "NotificationNotification_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "RbacSubject"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationNotification" ADD CONSTRAINT "NotificationNotification_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "EcommerceOrder"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- DropIndex
DROP INDEX "RbacSubject_search_idx";

-- CreateIndex
CREATE INDEX "RbacSubject_search_idx" ON "RbacSubject" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("notificationMethod", '')) gin_trgm_ops);

-- DropIndex
DROP INDEX "NotificationTopic_search_idx";

-- CreateIndex
CREATE INDEX "NotificationTopic_search_idx" ON "NotificationTopic" USING gin ((coalesce("variant", '') || E'\n' || coalesce("type", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- DropIndex
DROP INDEX "NotificationTemplate_search_idx";

-- CreateIndex
CREATE INDEX "NotificationTemplate_search_idx" ON "NotificationTemplate" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("adminTitle", '') || E'\n' || coalesce("slug", '') || E'\n' || coalesce("title"->>'en', '') || E'\n' || coalesce("title"->>'ru', '') || E'\n' || coalesce("text"->>'en', '') || E'\n' || coalesce("text"->>'ru', '') || E'\n' || coalesce("description"->>'en', '') || E'\n' || coalesce("description"->>'ru', '')) gin_trgm_ops);

-- DropIndex
DROP INDEX "NotificationNotification_search_idx";

-- CreateIndex
CREATE INDEX "NotificationNotification_search_idx" ON "NotificationNotification" USING gin ((coalesce("variant", '') || E'\n' || coalesce("className", '') || E'\n' || coalesce("method", '') || E'\n' || coalesce("recipient", '') || E'\n' || coalesce("language", '') || E'\n' || coalesce("title", '') || E'\n' || coalesce("text", '') || E'\n' || coalesce("html", '') || E'\n' || coalesce("status", '') || E'\n' || coalesce("error", '') || E'\n' || coalesce("unsubscribeUrl", '') || E'\n' || coalesce("batchKey", '')) gin_trgm_ops);

-- The two templates of earlier seeds take their kinds' new names (docs/decisions/0046); their placeholders stay valid.
UPDATE "NotificationTemplate" SET "variant" = 'generate-email-ecommerce-order-status-changed-default' WHERE "variant" = 'order-status-changed';
UPDATE "NotificationTemplate" SET "variant" = 'generate-email-social-module-message-created' WHERE "variant" = 'chat-message-received';
