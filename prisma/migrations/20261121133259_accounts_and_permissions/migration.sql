-- AlterTable
ALTER TABLE "RbacIdentity" ADD COLUMN     "codeExpiresAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "NotificationNotification" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "className" TEXT,
    "orderIndex" INTEGER NOT NULL DEFAULT 0,
    "method" TEXT NOT NULL DEFAULT 'email',
    "recipient" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "sentAt" TIMESTAMPTZ(3),
    "error" TEXT,

    CONSTRAINT "NotificationNotification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacSession" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "subjectId" TEXT NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "RbacSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RbacRefreshToken" (
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sessionId" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "rotatedAt" TIMESTAMPTZ(3),

    CONSTRAINT "RbacRefreshToken_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "RbacNonce" (
    "nonce" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "RbacNonce_pkey" PRIMARY KEY ("nonce")
);

-- CreateTable
CREATE TABLE "RbacRateLimit" (
    "key" TEXT NOT NULL,
    "windowStart" TIMESTAMPTZ(3) NOT NULL,
    "hits" INTEGER NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "RbacRateLimit_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "RbacSession_subjectId_idx" ON "RbacSession"("subjectId");

-- CreateIndex
CREATE INDEX "RbacRefreshToken_sessionId_idx" ON "RbacRefreshToken"("sessionId");

-- CreateIndex
CREATE INDEX "RbacRateLimit_expiresAt_idx" ON "RbacRateLimit"("expiresAt");

-- CreateIndex
CREATE INDEX "RbacIdentity_code_idx" ON "RbacIdentity"("code");

-- CreateIndex
CREATE UNIQUE INDEX "RbacIdentity_provider_email_key" ON "RbacIdentity"("provider", "email");

-- CreateIndex
CREATE UNIQUE INDEX "RbacIdentity_provider_account_key" ON "RbacIdentity"("provider", "account");

-- AddForeignKey
ALTER TABLE "RbacSession" ADD CONSTRAINT "RbacSession_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "RbacSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RbacRefreshToken" ADD CONSTRAINT "RbacRefreshToken_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "RbacSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;
