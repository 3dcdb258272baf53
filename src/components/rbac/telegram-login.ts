'use client';

import { useEffect, useState } from 'react';
import type { Language } from '@/shared/languages';
import type { TelegramLoginData } from '@/server/actions/session-actions';

/** The Telegram Login Widget's script (https://core.telegram.org/widgets/login), version 22. */
export const TELEGRAM_WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js?22';

interface TelegramLoginApi {
  auth(
    options: { bot_id: string; request_access?: 'write'; lang?: string },
    callback: (data: TelegramLoginData | false) => void,
  ): void;
}

declare global {
  interface Window {
    Telegram?: { Login?: TelegramLoginApi };
  }
}

/** Whether this document was loaded for another page: a page reached by a client-side navigation keeps its policy. */
const loadedForAnotherPage = () => {
  const [entry] = performance.getEntriesByType('navigation');
  return entry !== undefined && new URL(entry.name).pathname !== window.location.pathname;
};

let loading: Promise<boolean> | undefined;

/** Loads the widget's script once per document; resolves whether `Telegram.Login` is there. */
function loadWidget(): Promise<boolean> {
  if (window.Telegram?.Login) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = TELEGRAM_WIDGET_SCRIPT;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Telegram?.Login));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      resolve(false);
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The Telegram Login Widget as a button of the page's own (docs/decisions/0047): its script from telegram.org, and on
 * a click its `Telegram.Login.auth` popup, where the person confirms the site and lets the bot write to them. Not the
 * widget's iframe button: its `data-onauth` callback is evaluated with `eval`, which the pages' policy refuses, and its
 * other way (`data-auth-url`) puts the signed answer in an address. `state` is `ready` once the script is loaded,
 * `unavailable` when it cannot be (offline, or telegram.org blocked on this network).
 *
 * A page reached by a client-side navigation keeps the policy of the page first loaded, which allows no script from
 * telegram.org: there the script is refused, and the page is loaded again for its own policy.
 */
export function useTelegramLogin(botId: string, language: Language) {
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  useEffect(() => {
    let live = true;
    void loadWidget().then((loaded) => {
      if (!live) return;
      if (!loaded && loadedForAnotherPage()) window.location.reload();
      else setState(loaded ? 'ready' : 'unavailable');
    });
    return () => {
      live = false;
    };
  }, []);

  /**
   * Opens Telegram's popup (call it from the click itself: browsers let a click open a window) and resolves with what
   * Telegram answered, or undefined when the person closed it or declined.
   */
  const authorize = (): Promise<TelegramLoginData | undefined> =>
    new Promise((resolve) => {
      const login = window.Telegram?.Login;
      if (!login) return resolve(undefined);
      login.auth({ bot_id: botId, request_access: 'write', lang: language }, (data) => resolve(data || undefined));
    });

  return { state, authorize };
}
