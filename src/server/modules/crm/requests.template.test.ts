import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { createAdministrator } from '../rbac/subjects/administrator.service';
import { submitRequest } from './requests.service';

// Issue 31: the team's e-mail of a request is drawn from its template record, in the team's language.
let db: TestDatabase;
let adminId: string;
let formId: string;
let inputs: { name: string; amount: string };
let templateId: string;
beforeAll(async () => {
  db = await openTestDatabase();
  adminId = await createAdministrator(db, { email: 'team@example.com', password: 'correct horse battery' });
  const form = await db.prisma.crmForm.create({
    data: { slug: 'contact', adminTitle: 'contact', title: { ru: 'Связаться', en: 'Contact us' } },
  });
  formId = form.id;
  const input = async (slug: string, variant: string, label: Record<string, string>, orderIndex: number) => {
    const row = await db.prisma.crmInput.create({ data: { slug, adminTitle: slug, variant, label } });
    await db.prisma.crmFormsToInputs.create({ data: { formId, inputId: row.id, orderIndex } });
    return row.id;
  };
  inputs = {
    name: await input('name', 'text-default', { ru: 'Имя', en: 'Name' }, 0),
    amount: await input('amount', 'number-default', { ru: 'Сумма', en: 'Amount' }, 1),
  };
  const words =
    '{{form}}/{{formSlug}}/{{request}}/{{submitted}}:{{#answers}} {{label}}={{value}}{{/answers}}{{#extrasCount}} +{{extrasCount}}:{{#extras}} {{key}}={{value}}{{/extras}}{{/extrasCount}}';
  templateId = (
    await db.prisma.notificationTemplate.create({
      data: {
        variant: 'generate-email-crm-form-request-created-admin',
        adminTitle: 'request',
        slug: 'crm-request',
        title: { ru: 'Заявка с сайта — {{subject}}', en: 'From the site — {{subject}}' },
        text: { ru: `Правка. ${words}`, en: `Edited. ${words}` },
      },
    })
  ).id;
});
afterAll(() => db.dispose());

const submittedAt = (language: 'ru' | 'en', iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

it('fills the edited words in the site’s language for a team that never signed in, then in the team’s own', async () => {
  const submit = () =>
    submitRequest(db, { formId, data: { [inputs.name]: 'Анна', [inputs.amount]: 5, utm: 'mail' }, language: 'en' });
  const rowOf = (requestId: string) =>
    db.prisma.notificationNotification.findFirstOrThrow({ where: { templateId, text: { contains: requestId } } });

  const first = await submit();
  const russian = await rowOf(first.id);
  const at = (first.payload as { submittedAt: string }).submittedAt;
  expect(russian).toMatchObject({ recipient: 'team@example.com', language: 'ru', title: 'Заявка с сайта — Связаться — Анна' });
  expect(russian.text).toContain(`Правка. Связаться/contact/${first.id}/${submittedAt('ru', at)}: Имя=Анна Сумма=5 +1: utm=mail`);
  expect(russian.html).toContain('Правка. Связаться/contact/');

  // The administrator signs in from an English page: the team reads English from then on.
  await db.prisma.rbacSession.create({ data: { subjectId: adminId, language: 'en' } });
  const second = await submit();
  const english = await rowOf(second.id);
  expect(english).toMatchObject({ language: 'en', title: 'From the site — Contact us — Анна' });
  expect(english.text).toContain(
    `Edited. Contact us/contact/${second.id}/${submittedAt('en', (second.payload as { submittedAt: string }).submittedAt)}: Name=Анна Amount=5 +1: utm=mail`,
  );
});
