'use client';

import { MessageSquareIcon } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { toast, Toaster } from '@/components/ui/toaster';
import { failureText } from '@/lib/failure-text';
import { chatPageHref } from '@/shared/chat-paths';
import type { Language } from '@/shared/languages';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';
import { CHAT_FAILURE_WORDS, socialWidgetDictionary } from '../dictionary';
import { chatApi } from './chat-api';
import { useInbox } from './inbox-store';

/**
 * «Написать» on the page of a profile open to conversations: starts (or finds) the signed-in subject's conversation
 * with it and opens it on the chat page. Signed out, it signs in first and comes back to this page; on the subject's
 * own profile it is not shown.
 */
export function WriteButton({ profileId, language }: { profileId: string; language: Language }) {
  const strings = socialWidgetDictionary(language);
  const inbox = useInbox();
  const pathname = usePathname();
  const [starting, setStarting] = useState(false);

  if (inbox.status === 'loading' || inbox.status === 'error') return null;
  if (inbox.status === 'signed-out')
    return (
      <Link href={withReturnTo(rbacPaths(language).signIn, pathname)} className={buttonVariants()} data-profile-write="">
        <MessageSquareIcon aria-hidden="true" />
        {strings.write}
      </Link>
    );
  if (inbox.profiles.some((profile) => profile.id === profileId)) return null;
  const write = async () => {
    setStarting(true);
    try {
      const started = await chatApi.start(inbox.subjectId, profileId);
      // A whole page load: the chat page reads the chat it opens from its url as it starts.
      window.location.assign(chatPageHref(language, started.profileId, started.chat.id));
    } catch (error) {
      toast.error(failureText(error, language, CHAT_FAILURE_WORDS[language]));
      setStarting(false);
    }
  };
  return (
    <>
      <Toaster position="top-center" />
      <Button disabled={starting} onClick={() => void write()} data-profile-write="">
        <MessageSquareIcon aria-hidden="true" />
        {starting ? strings.opening : strings.write}
      </Button>
    </>
  );
}
