import { useEffect, type RefObject } from 'react';

/** Inputs whose value is text a visitor types; a checkbox, a radio button or a file keep what the form's state says. */
const TYPED_INPUTS = new Set(['text', 'email', 'tel', 'url', 'search', 'password', 'number']);

/**
 * Hands `adopt` what the visitor typed into the form's fields before its script ran. A page drawn on the server shows
 * its fields at once, and on a slow phone a visitor types into them before hydration: the text stays in the field, but
 * the form's state still holds the empty value it was drawn with, so sending said a filled field was empty. Right
 * after hydration, each named text field whose value is not the one it was drawn with (its `defaultValue`, the value
 * attribute) is taken in. `adopt` must be stable (a state setter, react-hook-form's `setValue`): it runs once.
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string) => void,
): void {
  useEffect(() => {
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      const typed =
        element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && TYPED_INPUTS.has(element.type));
      if (!typed || !element.name || element.value === element.defaultValue) continue;
      adopt(element.name, element.value);
    }
  }, [formRef, adopt]);
}
