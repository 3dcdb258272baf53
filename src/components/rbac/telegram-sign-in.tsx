'use client';

import { Loader2Icon, SendIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { failureIn } from '@/components/rbac/failure-words';
import { telegramDictionary } from '@/components/rbac/telegram-dictionary';
import { useTelegramLogin } from '@/components/rbac/telegram-login';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import type { Language } from '@/shared/languages';
import { signInWithTelegram } from '@/server/actions/session-actions';

/**
 * Sign-in with Telegram: the widget's popup, then the server checks Telegram's signature of the answer. A Telegram
 * account seen for the first time becomes an account of the site. Back to `returnTo` once signed in.
 */
export function TelegramSignIn({ language, botId, returnTo }: { language: Language; botId: string; returnTo: string }) {
  const t = telegramDictionary(language);
  const { state, authorize } = useTelegramLogin(botId, language);
  const [pending, setPending] = useState(false);
  // A second click while Telegram's window is open must not open another.
  const inFlight = useRef(false);

  async function signIn() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    let signedIn = false;
    try {
      const login = await authorize();
      if (!login) return void toast.error(t.declined);
      const result = await signInWithTelegram(login);
      if (!result.ok) return void toast.error(failureIn(result, language).message);
      signedIn = true;
    } finally {
      if (!signedIn) {
        inFlight.current = false;
        setPending(false);
      }
    }
    // Loaded anew, so that every island of the page reads the new session.
    window.location.assign(returnTo);
  }

  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        className="w-full"
        onClick={signIn}
        disabled={state !== 'ready' || pending}
        data-testid="telegram-sign-in"
      >
        {pending || state === 'loading' ? (
          <Loader2Icon aria-hidden="true" className="animate-spin" />
        ) : (
          <SendIcon aria-hidden="true" />
        )}
        {pending ? t.pending : t.signIn}
      </Button>
      {state === 'unavailable' ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t.unavailable}
        </p>
      ) : null}
    </div>
  );
}
