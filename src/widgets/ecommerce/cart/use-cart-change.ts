import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import type { Language } from '@/shared/languages';
import { failureText } from '@/lib/rest-call';
import { CART_FAILURE_WORDS } from '../dictionary';

/**
 * Runs a cart change with its pending state; success and failure are told as toasts (the spec: a failed call shows its
 * message, in the page's language). Answers whether it succeeded.
 */
export function useCartChange(language: Language) {
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<void>, success: string): Promise<boolean> => {
    setPending(true);
    try {
      await work();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(failureText(error, language, CART_FAILURE_WORDS[language]));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
