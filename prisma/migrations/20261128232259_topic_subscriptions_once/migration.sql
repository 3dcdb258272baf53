-- One subscription per subject and topic (docs/decisions/0048): duplicates written before (two clicks at once) are
-- merged into the oldest, then the unique index keeps it so.
DELETE FROM "RbacSubjectsToNotificationModuleTopics" AS later
 USING "RbacSubjectsToNotificationModuleTopics" AS earlier
 WHERE later."subjectId" = earlier."subjectId"
   AND later."notificationModuleTopicId" = earlier."notificationModuleTopicId"
   AND (later."createdAt", later."id") > (earlier."createdAt", earlier."id");

-- CreateIndex
CREATE UNIQUE INDEX "RbacSubjectsToNotificationModuleTopics_subjectId_notificati_key" ON "RbacSubjectsToNotificationModuleTopics"("subjectId", "notificationModuleTopicId");
