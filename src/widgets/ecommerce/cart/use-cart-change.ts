import { useState } from 'react';
import { lazyToast } from '@/components/ui/lazy-toast';
import type { Language } from '@/shared/languages';

/**
 * Runs a cart change with its pending state; success and failure are told as toasts (the spec: a failed call shows its
 * message, in the page's language). Answers whether it succeeded. The failures' words (and the ecommerce dictionary holding them) load only on a failure: a
 * product card on the home page runs this.
 */
export function useCartChange(language: Language) {
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<void>, success: string): Promise<boolean> => {
    setPending(true);
    try {
      await work();
      lazyToast.success(success);
      return true;
    } catch (error) {
      const [{ failureText }, { CART_FAILURE_WORDS }] = await Promise.all([
        import('@/lib/failure-text'),
        import('../dictionary'),
      ]);
      lazyToast.error(failureText(error, language, CART_FAILURE_WORDS[language]));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
