import { chatProcedures } from './chats/chats.procedures';

/**
 * The social module's own procedures, beside the generic ones of its entities: a subject's chats, under
 * /api/rbac/subjects/{id}/social-module (social code, as the spec names the paths).
 */
export const socialProcedures = {
  chats: chatProcedures,
};
