'use client';

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form';
import { toast, Toaster } from '@/components/ui/toaster';
import {
  isBlank,
  isNumberVariant,
  MAX_VALUE_LENGTH,
  parseDecimal,
  PHONE_DIGITS,
  typeProblem,
  withinDataSize,
} from '@/shared/crm-field-rules';
import { codeMessage } from '@/shared/field-messages';
import type { Language } from '@/shared/languages';
import { boundsMessage, boundsProblem } from '@/shared/crm-number-bounds';
import { cn } from '@/lib/utils';
import { useHydrated } from '@/lib/use-hydrated';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { CrmField } from './crm-field';
import type { CrmFieldDescription, CrmFormDescription } from './form-description';
import { submitCrmRequest } from './submit-request';
import { crmWidgetDictionary, type CrmWidgetDictionary } from './dictionary';

type Values = Record<string, string>;
type Errors = Record<string, string>;

/** What is wrong with an answer, by the same rules the server applies (crm-field-rules.ts), in the page's words. */
function fieldProblem(
  field: CrmFieldDescription,
  value: string,
  strings: CrmWidgetDictionary,
  language: Language,
): string | undefined {
  if (isBlank(value)) return field.isRequired ? strings.required : undefined;
  if (value.length > MAX_VALUE_LENGTH) return strings.tooLong;
  if (!isNumberVariant(field.variant)) {
    const typed = typeProblem(field.type, value);
    return typed ? codeMessage(typed, PHONE_DIGITS, language) : undefined;
  }
  const number = parseDecimal(value);
  if (number === undefined) return strings.enterNumber;
  const problem = field.bounds ? boundsProblem(number, field.bounds) : undefined;
  return problem ? boundsMessage(problem, language, field.bounds!.currency) : undefined;
}

/** The answers as the server takes them: by input id, numbers as numbers, blank optional ones left out. */
function answersOf(fields: readonly CrmFieldDescription[], values: Values): Record<string, string | number> {
  const answers: Record<string, string | number> = {};
  for (const field of fields) {
    const value = values[field.id] ?? '';
    if (isBlank(value)) continue;
    answers[field.id] = isNumberVariant(field.variant) ? parseDecimal(value)! : value;
  }
  return answers;
}

/**
 * A CRM form: checked in the browser first, then sent to `POST /api/crm/forms/{id}/requests`. The server's refusal
 * of an answer shows under that answer, anything else above the button and as a toast; success shows the toast
 * and empties the form.
 */
export function CrmForm({ form, language }: { form: CrmFormDescription; language: Language }) {
  const strings = crmWidgetDictionary(language);
  const baseId = useId();
  const controlId = (field: CrmFieldDescription) => `${baseId}-${field.id}`;
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  /** The field to focus once rendered (a new object per request, so that a second refusal focuses again). */
  const [focusTarget, setFocusTarget] = useState<{ id: string }>();
  // Marked once its script runs (the tests wait for it).
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // A control's name is its input's id: what was typed into it before hydration is its answer.
  const adoptTyped = useCallback((id: string, value: string) => setValues((current) => ({ ...current, [id]: value })), []);
  useTypedBeforeHydration(formRef, adoptTyped);

  // Focus waits for the render that enables the fields again: a disabled control cannot take it.
  useEffect(() => {
    if (focusTarget && !pending) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget, pending]);

  /** Shows the errors and moves focus to the first failing field, where its message is read out. */
  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = form.fields.find((field) => found[field.id]);
    if (first) setFocusTarget({ id: controlId(first) });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(undefined);
    const found: Errors = {};
    for (const field of form.fields) {
      const problem = fieldProblem(field, values[field.id] ?? '', strings, language);
      if (problem) found[field.id] = problem;
    }
    showErrors(found);
    if (Object.keys(found).length) return;
    // Each answer may be within its length and all of them together still over the server's total: that refusal
    // would name no field, so it is said here, under the form, before anything is sent.
    const answers = answersOf(form.fields, values);
    if (!withinDataSize(answers)) {
      setFormError(strings.tooLarge);
      return;
    }

    setPending(true);
    try {
      const failure = await submitCrmRequest(form.id, language, answers, strings.failed);
      if (!failure) {
        toast.success(strings.submitted);
        setValues({});
        return;
      }
      const known = Object.fromEntries(
        Object.entries(failure.fields).filter(([id]) => form.fields.some((field) => field.id === id)),
      );
      showErrors(known);
      const unplaced = Object.keys(known).length ? failure.other : [failure.message, ...failure.other];
      // The spec: a failed call shows its message as a toast. A reason no field shows also stays on the form.
      toast.error(Object.keys(known).length ? strings.checkFields : failure.message);
      setFormError(unplaced.length ? [...new Set(unplaced)].join(' ') : undefined);
    } catch {
      toast.error(strings.offline);
      setFormError(strings.offline);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      ref={formRef}
      // Sent before the script runs (Enter on a slow phone), the answers go in a body, not into the address.
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={form.titleId}
      aria-busy={pending || undefined}
      className={cn('grid max-w-2xl gap-5', form.className)}
      data-crm-form={form.id}
      data-hydrated={hydrated || undefined}
    >
      {/* noValidate: the checks below speak the page's language and show under each field, not as browser bubbles. */}
      {form.fields.map((field) => (
        <CrmField
          key={field.id}
          field={field}
          controlId={controlId(field)}
          language={language}
          value={values[field.id] ?? ''}
          error={errors[field.id]}
          disabled={pending}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field.id]: value }));
            // The answer changed: its old message no longer applies.
            setErrors((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== field.id)));
          }}
        />
      ))}
      <FormError message={formError} />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? strings.sending : strings.send}
      </Button>
      {/* The site's pages mount no Toaster of their own (it would weigh on every page): the form brings one. */}
      <Toaster />
    </form>
  );
}
