import type { EntityWriteHooks } from '../../../crud/write-hooks';
import type { RbacIdentityRecord } from '../../../../shared/registry/generated/rbac';
import { forgetResetCode } from './identities.service';

/**
 * The identity rules of the generic writes (an administrator editing an identity in the admin, a script over REST),
 * the same as the subject's own change-email route: a new email forgets the reset code sent to the old one.
 */
export const identityWriteHooks: EntityWriteHooks<RbacIdentityRecord> = {
  async afterUpdate({ tx, old, record }) {
    if (record.email !== old.email) await forgetResetCode(tx, record.id);
  },
};
