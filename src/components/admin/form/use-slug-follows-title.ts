'use client';

import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { isGeneratedPlaceholder } from '@/shared/registry/random-values';
import { slugOfTitle } from '@/shared/registry/slug-from-title';
import type { FormValues } from './form-values';

/**
 * The slug follows the title (transliterated, as the server makes it when none is sent) while the editor has not
 * chosen one: while it is empty, generated words, or what the title made in this form. A slug the editor typed, or
 * a record's chosen slug (its address may be linked from elsewhere), stays. The server adds a suffix when the
 * title's slug is taken by another record (crud/service.ts).
 */
export function useSlugFollowsTitle(entity: AnyEntity, form: UseFormReturn<FormValues>): void {
  const slugField = entity.fields.find((field) => field.generate === 'slug' && !field.readOnly)?.name;
  const follows = Boolean(slugField && entity.fieldsByName.has('title'));
  const title: unknown = useWatch({ control: form.control, name: 'title', disabled: !follows });
  const made = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!follows || !slugField) return;
    const slug: unknown = form.getValues(slugField);
    const chosen = typeof slug === 'string' && slug !== '' && slug !== made.current && !isGeneratedPlaceholder('slug', slug);
    const next = slugOfTitle(title);
    if (chosen || !next || next === slug) return;
    made.current = next;
    form.setValue(slugField, next, { shouldDirty: true });
  }, [follows, slugField, title, form]);
}
