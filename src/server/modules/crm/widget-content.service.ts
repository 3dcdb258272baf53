import 'server-only';
import { ADMIN_ORDER } from '../../db/admin-order';
import type { Database } from '../../db/database';
import { FORM_FIELDS, withInputs, type CrmFormWithInputs } from './forms.service';

export { inputLabel, numberBoundsOf, type CrmFormWithInputs } from './forms.service';

/** Most forms one widget shows. */
const MAX_FORMS_PER_WIDGET = 20;

/** The forms a crm widget links (in the links' order), each with its inputs: what `form-list-default` shows. */
export async function formsOfWidget(db: Database, widgetId: string): Promise<CrmFormWithInputs[]> {
  const links = await db.prisma.crmWidgetsToForms.findMany({
    where: { widgetId },
    select: { form: { select: FORM_FIELDS } },
    orderBy: ADMIN_ORDER,
    take: MAX_FORMS_PER_WIDGET,
  });
  // A form linked twice is shown once, at its first place.
  const seen = new Set<string>();
  return links.flatMap(({ form }) => (seen.has(form.id) || !seen.add(form.id) ? [] : [withInputs(form)]));
}
