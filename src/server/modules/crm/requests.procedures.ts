import { badRequest } from '../../errors';
import type { Context } from '../../platform/context/context';
import { ownRecordsProcedure, publicProcedure } from '../../platform/procedures/init';
import type { RestRoute } from '../../platform/procedures/meta';
import { subjectProfile } from '../rbac/subjects/subjects.service';
import { answersOf, formRequestInput, fromRequestInput, subjectFormRequestInput, type AnswerValue } from './requests.schema';
import * as requests from './requests.service';

const created = (path: string, summary: string): { rest: RestRoute } => ({
  rest: { method: 'POST', path, status: 201, summary },
});

interface Submitted {
  formId: string;
  data: Readonly<Record<string, AnswerValue | undefined>>;
  language: Context['language'] | undefined;
  subjectId: string | undefined;
  formField: string;
}

/** The caller's own subject, when it has a live session: recorded with the request. */
const callerSubject = (ctx: Context) =>
  ctx.credentials.subject.state === 'valid' ? ctx.credentials.subject.subjectId : undefined;

/**
 * The three routes' one behaviour. The secret key (server-to-server, acting for many visitors) is not rate limited. The
 * answer is the visitor's own request, never cached.
 */
const submit = (ctx: Context, { formId, data, language, subjectId, formField }: Submitted) => {
  ctx.response.forbidCaching();
  return requests.submitRequest(
    ctx.db,
    { formId, data: answersOf(data), language: language ?? ctx.language, subjectId },
    {
      mailer: ctx.mailer,
      siteUrl: ctx.siteUrl,
      formField,
      rateLimit: ctx.credentials.secretKey === 'valid' ? undefined : { limiter: ctx.limiter, ip: ctx.ip },
    },
  );
};

/**
 * Form submissions: open to anonymous visitors (rate limited per address and form), each answering 201 with the
 * stored request. The same behaviour under the three paths the spec names.
 */
export const formRequestProcedures = {
  submitRequest: publicProcedure
    .meta(created('/api/crm/forms/{id}/requests', 'Submit a CRM form: answers keyed by input id or slug, extra fields kept'))
    .input(formRequestInput)
    .mutation(({ ctx, input }) => {
      const { formId, ...data } = input.data;
      if (formId !== undefined && formId !== input.id)
        throw badRequest('data.formId names another form than the path', [
          { field: 'data.formId', message: 'data.formId: must be the id in the path, or be left out', code: 'invalid' },
        ]);
      return submit(ctx, { formId: input.id, data, language: input.language, subjectId: callerSubject(ctx), formField: 'id' });
    }),
};

export const requestProcedures = {
  submit: publicProcedure
    .meta(created('/api/crm/from/request', 'Submit a CRM form named by data.formId (the same as /api/crm/forms/{id}/requests)'))
    .input(fromRequestInput)
    .mutation(({ ctx, input }) =>
      submit(ctx, {
        formId: input.data.formId,
        data: input.data,
        language: input.language,
        subjectId: callerSubject(ctx),
        formField: 'data.formId',
      }),
    ),
  /**
   * `{id}` is the subject the request is made for: the subject itself (its session), a role permitted the route, or
   * the secret key. It is recorded as the request's subject, so that no one can file requests in another's name.
   */
  submitForSubject: ownRecordsProcedure
    .meta(
      created(
        '/api/rbac/subjects/{id}/crm-module/form/request',
        'Submit a CRM form (data.formId) as the subject {id}: the subject itself or a permitted role',
      ),
    )
    .input(subjectFormRequestInput)
    .mutation(async ({ ctx, input }) => {
      // A permitted role or the secret key may name any id: one that is no subject is a 404, not a dangling record.
      await subjectProfile(ctx.db, input.id);
      return submit(ctx, {
        formId: input.data.formId,
        data: input.data,
        language: input.language,
        subjectId: input.id,
        formField: 'data.formId',
      });
    }),
};
