import { localized, richTextToPlain } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import { cn } from '@/lib/utils';
import { formsOfWidget, inputLabel, numberBoundsOf, type CrmFormWithInputs } from '@/server/modules/crm/widget-content.service';
import { isNumberVariant } from '@/shared/crm-field-rules';
import { siteDatabase } from '@/server/pages/site-database';
import { NoFoundItems } from '../shared/no-found-items';
import { RichText } from '../shared/rich-text';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { CrmForm } from './crm-form-island';
import type { CrmFormDescription } from './form-description';

/** The form as the browser gets it: plain JSON in the page's language, no schema. */
function describeForm(form: CrmFormWithInputs, language: Language, titleId: string | undefined): CrmFormDescription {
  return {
    id: form.id,
    titleId,
    className: form.className,
    fields: form.inputs.map((input) => ({
      id: input.id,
      variant: input.variant,
      type: input.type,
      label: inputLabel(input, language),
      placeholder: localized(input.placeholder, language),
      description: richTextToPlain(localized(input.description, language)),
      isRequired: input.isRequired,
      className: input.className,
      bounds: isNumberVariant(input.variant) ? numberBoundsOf(input) : null,
    })),
  };
}

/** One form: its title, subtitle and description from the record, then the form itself. */
function FormBlock({ form, language, nested }: { form: CrmFormWithInputs; language: Language; nested: boolean }) {
  const title = localized(form.title, language);
  const subtitle = localized(form.subtitle, language);
  const titleId = title ? `crm-form-${form.id}-title` : undefined;
  // Under the widget's own heading (an h2) a form's title is an h3; alone it is the section's heading.
  const Heading = nested ? 'h3' : 'h2';
  return (
    <div className="grid gap-6" data-crm-form-block={form.slug}>
      {title || subtitle ? (
        <header className="max-w-2xl">
          {title ? (
            <Heading id={titleId} className={cn('font-heading leading-tight', nested ? 'text-2xl' : 'text-3xl md:text-4xl')}>
              {title}
            </Heading>
          ) : null}
          {subtitle ? <p className="mt-2 text-lg text-muted-foreground">{subtitle}</p> : null}
        </header>
      ) : null}
      <RichText value={form.description} language={language} className="max-w-2xl text-muted-foreground" />
      <CrmForm form={describeForm(form, language, titleId)} language={language} />
    </div>
  );
}

/**
 * `form-list-default`: each form the widget links, in the links' order, built from its inputs (text field, text
 * area or number field; label, placeholder, required), checked in the browser and by the server when sent.
 */
export async function FormListDefault({ widget, page }: WidgetProps) {
  const forms = await formsOfWidget(siteDatabase(), widget.id);
  const nested = Boolean(localized(widget.title, page.language));
  return (
    <WidgetSection widget={widget} language={page.language}>
      {forms.length ? (
        <div className="grid gap-12">
          {forms.map((form) => (
            <FormBlock key={form.id} form={form} language={page.language} nested={nested} />
          ))}
        </div>
      ) : (
        <NoFoundItems language={page.language} />
      )}
    </WidgetSection>
  );
}
