'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { logout } from '@/server/actions/session-actions';
import { useAdmin, useAdminWords } from './admin-context';

/** Signs the visitor out (the session ends on the server) and takes them to the site's home in the admin's language. */
export function useSignOut() {
  const router = useRouter();
  const { interfaceLanguage } = useAdmin();
  const words = useAdminWords();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    const result = await logout();
    if (!result.ok) {
      setLeaving(false);
      toast.error(`${words.signOutFailed} ${result.message}`);
      return;
    }
    router.push(`/${interfaceLanguage}`);
    router.refresh();
  };
  return { signOut, leaving };
}
