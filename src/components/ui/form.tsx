'use client';

/*
 * Thin react-hook-form helpers. One component per field, wired for assistive tech:
 *
 *   <Field control={form.control} name="email" label="Email" description="We never share it.">
 *     {(field) => <Input type="email" autoComplete="email" {...field} />}
 *   </Field>
 *
 * `field` is react-hook-form's controller props (name, value, onChange, onBlur, ref, disabled) plus `id`,
 * `aria-invalid` and `aria-describedby`: spread it on the control. The label points at `id`; the description (a hint)
 * sits between label and control, the error message directly under the control; aria-describedby names both.
 * react-hook-form focuses the first invalid field on submit, so the message is read out there.
 * <FormError message={form.formState.errors.root?.message} /> shows an error that belongs to no single field.
 * A form a page draws on the server passes `useTypedFields(form)` as its `ref`: what a visitor typed before hydration
 * then counts.
 */

import { useCallback, useId, useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseControllerProps,
  type UseFormReturn,
} from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { cn } from '@/lib/utils';

export type FieldControlProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = ControllerRenderProps<
  TFieldValues,
  TName
> & {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
> = UseControllerProps<TFieldValues, TName, TTransformedValues> & {
  label: ReactNode;
  description?: ReactNode;
  className?: string;
  children: (field: FieldControlProps<TFieldValues, TName>) => ReactNode;
};

export function Field<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ label, description, className, children, ...controller }: FieldProps<TFieldValues, TName, TTransformedValues>) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const messageId = `${id}-message`;
  return (
    <Controller
      {...controller}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        const describedBy = [description ? descriptionId : null, message ? messageId : null].filter(Boolean).join(' ');
        return (
          <div data-slot="field" className={cn('grid gap-2', className)}>
            <Label htmlFor={id} className="data-[invalid=true]:text-destructive" data-invalid={fieldState.invalid}>
              {label}
            </Label>
            {description ? (
              <p id={descriptionId} className="text-sm text-muted-foreground">
                {description}
              </p>
            ) : null}
            {children({
              ...field,
              id,
              'aria-invalid': fieldState.invalid || undefined,
              'aria-describedby': describedBy || undefined,
            })}
            {message ? <FieldMessage id={messageId}>{message}</FieldMessage> : null}
          </div>
        );
      }}
    />
  );
}

function FieldMessage({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-message" className={cn('text-sm text-destructive', className)} {...props} />;
}

/** A form-level error (wrong password, server refused): announced when it appears, renders nothing without a message. */
export function FormError({ message, className }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-slot="form-error" className={cn('text-sm font-medium text-destructive', className)}>
      {message}
    </p>
  );
}

/**
 * The ref for a react-hook-form form drawn on the server: what the visitor typed into its fields before its script ran
 * becomes those fields' values (useTypedBeforeHydration), as if typed after.
 */
export function useTypedFields<TFieldValues extends FieldValues>(
  form: UseFormReturn<TFieldValues>,
): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  const { getValues, setValue } = form;
  const adopt = useCallback(
    (name: string, value: string) => {
      // Only the form's own fields: an input its fields do not name is not the form's to fill.
      if (!Object.hasOwn(getValues(), name)) return;
      const path = name as FieldPath<TFieldValues>;
      setValue(path, value as PathValue<TFieldValues, typeof path>, { shouldDirty: true });
    },
    [getValues, setValue],
  );
  useTypedBeforeHydration(ref, adopt);
  return ref;
}
