import type { EntityWriteHooks } from '../../../crud/write-hooks';
import { currentSiteUrl } from '../../../platform/context/context';
import type { RbacIdentityRecord } from '../../../../shared/registry/generated/rbac';
import { DEFAULT_LANGUAGE } from '../../../../shared/languages';
import { emailsOf, queueAccountNotices } from './account-notices';
import { forgetResetCode, subjectOfIdentity } from './identities.service';

/**
 * The identity rules of the generic writes (an administrator editing an identity in the admin, a script over REST),
 * the same as the subject's own change-email route: a new email forgets the reset code sent to the old one, and the
 * subject's addresses (the old one among them) are told (decision 0028). The message waits in the outbox for its job:
 * a hook runs inside the write's transaction, and mail goes only after a commit.
 */
export const identityWriteHooks: EntityWriteHooks<RbacIdentityRecord> = {
  async afterUpdate({ tx, old, record }) {
    if (record.email === old.email) return;
    await forgetResetCode(tx, record.id);
    const subjectId = await subjectOfIdentity(tx, record.id);
    if (!subjectId || !old.email || !record.email) return;
    const recipients = [old.email, ...(await emailsOf(tx, subjectId))];
    const notices = { siteUrl: currentSiteUrl(), language: DEFAULT_LANGUAGE, mailer: undefined };
    await queueAccountNotices(tx, notices, subjectId, { kind: 'email-changed', from: old.email, to: record.email }, recipients);
  },
};
