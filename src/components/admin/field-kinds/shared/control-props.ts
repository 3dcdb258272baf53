import type { InputProps } from '../field-kind';

/** The part of InputProps every input spreads on its focusable control. */
export const controlProps = (props: InputProps) => ({
  id: props.id,
  name: props.name,
  disabled: props.disabled,
  'aria-invalid': props['aria-invalid'],
  'aria-describedby': props['aria-describedby'],
});

/** aria-describedby joined from the form's ids and the input's own (a hint or a local error); undefined when none. */
export const describedBy = (...ids: (string | false | null | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;
