import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../../../shared/password-rules';
import { ethereumSignInInput } from '../ethereum/ethereum.schema';

/**
 * What confirms an account change (decision 0028): the subject's current password, or for a subject without one a
 * wallet's EIP-4361 message over a fresh nonce (`GET authentication/ethereum-virtual-machine/nonce`), its signature and
 * address. Neither is needed within REAUTHENTICATION_WINDOW_SECONDS of the last confirmation in the same session.
 */
export const reauthenticationFields = {
  currentPassword: z
    .string({ error: 'currentPassword must be text' })
    .min(1, 'currentPassword must not be empty')
    .max(PASSWORD_MAX_LENGTH, `currentPassword must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
  wallet: ethereumSignInInput.optional(),
};

export type ReauthenticationProof = z.infer<z.ZodObject<typeof reauthenticationFields>>;
