import { useState } from 'react';
import { toast } from '@/components/ui/toaster';

/**
 * Runs a cart change with its pending state; success and failure are told as toasts (the spec: a failed call shows its
 * message). Answers whether it succeeded.
 */
export function useCartChange() {
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<void>, success: string): Promise<boolean> => {
    setPending(true);
    try {
      await work();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
