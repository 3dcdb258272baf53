'use client';

import { useEffect, useState } from 'react';
import { toast, Toaster } from '@/components/ui/toaster';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';
import { REGISTERED_KEY } from './registration-mark';

/**
 * «Проверьте почту…» on the page a registration goes back to, once: the same words whether the address was new or
 * already had an account (a message saying so went to it), so that they do not tell which (docs/decisions/0029,
 * 0031).
 */
export function RegistrationNotice({ language }: { language: Language }) {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    try {
      const registered = sessionStorage.getItem(REGISTERED_KEY);
      sessionStorage.removeItem(REGISTERED_KEY);
      if (registered) setEmail(registered);
    } catch {
      // No storage, no notice.
    }
  }, []);
  useEffect(() => {
    if (email) toast.info(rbacDictionary(language).registration.checkMail(email), { duration: 20_000, closeButton: true });
  }, [email, language]);
  return email ? <Toaster position="top-center" /> : null;
}
