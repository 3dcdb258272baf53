-- A role held twice by the same subject (two grants that raced) is held once: the earliest row stays.
DELETE FROM "RbacSubjectsToRoles" later
 USING "RbacSubjectsToRoles" earlier
 WHERE later."subjectId" = earlier."subjectId"
   AND later."roleId" = earlier."roleId"
   AND (later."createdAt", later."id") > (earlier."createdAt", earlier."id");

-- CreateIndex
CREATE UNIQUE INDEX "RbacSubjectsToRoles_subjectId_roleId_key" ON "RbacSubjectsToRoles"("subjectId", "roleId");
