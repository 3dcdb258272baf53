import type { Context } from '../../../platform/context/context';
import { ownRecordsProcedure, publicProcedure } from '../../../platform/procedures/init';
import { answerTokens } from '../authentication/session-cookies';
import type { SubjectClaims } from '../authentication/subject-claims';
import { confirmSubject } from '../identities/identities.procedures';
import { configuredBot, linkTelegram, setNotificationMethod, signInWithTelegram } from './telegram.service';
import { linkTelegramInput, notificationMethodInput, telegramSignInInput } from './telegram.schema';

const SUBJECTS = '/api/rbac/subjects';

/**
 * The subject routes of Telegram (docs/decisions/0047): sign-in with the Login Widget beside the other sign-ins,
 * linking it to the signed-in subject, and the subject's choice of where its messages go. Without a bot configured
 * (TELEGRAM_BOT_TOKEN) the two Telegram routes answer 404.
 */
export const telegramProcedures = (claims: SubjectClaims) => ({
  telegramAuthentication: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: `${SUBJECTS}/authentication/telegram`,
        summary: 'Sign in with the Telegram Login Widget: its fields (id, names, photo_url, auth_date, hash) as it gave them',
      },
    })
    .input(telegramSignInInput)
    .mutation(async ({ ctx, input }) => {
      const caller = {
        ip: ctx.ip,
        subjectId: ctx.credentials.subject.state === 'valid' ? ctx.credentials.subject.subjectId : undefined,
        language: ctx.language,
      };
      return answerTokens(ctx, await signInWithTelegram({ ...ctx, claims }, caller, input.data));
    }),
  linkTelegram: ownRecordsProcedure
    .meta({
      rest: {
        method: 'POST',
        path: `${SUBJECTS}/{id}/identities/telegram`,
        summary:
          "Link a Telegram account to the subject with the Login Widget's fields (a new one with data.currentPassword or data.wallet unless confirmed in the last 5 minutes; the subject's e-mails are told), or link its own again",
        status: 201,
      },
    })
    .input(linkTelegramInput)
    .mutation(async ({ ctx, input }) => {
      configuredBot(ctx.telegram);
      const { currentPassword, wallet, ...login } = input.data;
      return linkTelegram(ctx, notices(ctx), { subjectId: input.id, ip: ctx.ip }, login, () =>
        confirmSubject(ctx, input.id, { currentPassword, wallet }),
      );
    }),
  notificationMethod: ownRecordsProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: `${SUBJECTS}/{id}/notification-method`,
        summary: "Where the subject's messages go: email, telegram or both (Telegram needs a linked Telegram account)",
      },
    })
    .input(notificationMethodInput)
    .mutation(({ ctx, input }) => setNotificationMethod(ctx.db, input.id, input.data.notificationMethod)),
});

const notices = (ctx: Context) => ({ siteUrl: ctx.siteUrl, language: ctx.language, mailer: ctx.mailer });
