'use client';

import { useEffect, useState } from 'react';
import { toast, Toaster } from '@/components/ui/toaster';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';

/** Where the registration form leaves the address it registered, for the page it goes back to. */
const REGISTERED_KEY = 'rbac.registered';

/** Called by the registration form before it leaves: the next page tells the visitor to check that address's mail. */
export function rememberRegistration(email: string): void {
  try {
    sessionStorage.setItem(REGISTERED_KEY, email);
  } catch {
    // Storage refused (a private window's quota): the page goes on without the notice.
  }
}

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
