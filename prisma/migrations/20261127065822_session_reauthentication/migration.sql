-- AlterTable
ALTER TABLE "RbacSession" ADD COLUMN     "language" TEXT,
ADD COLUMN     "reauthenticatedAt" TIMESTAMPTZ(3);
