'use client';

import { Loader2Icon, WalletIcon } from 'lucide-react';
import { useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { shortenAddress } from '@/shared/ethereum-address';
import { failureIn } from '@/components/rbac/failure-words';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { injectedWallet, messageOf, signWalletMessage, walletAccount, type Eip1193Provider } from '@/components/rbac/wallet';
import type { Language } from '@/shared/languages';
import { signInWithWallet } from '@/server/actions/session-actions';

const noSubscription = () => () => {};

/**
 * Sign-in with an EVM wallet (EIP-4361): the wallet's account, a nonce from the server, one `personal_sign` of the
 * message, then the server checks the signature. One attempt at a time; a failure disconnects the wallet.
 */
export function WalletSignIn({ language, returnTo }: { language: Language; returnTo: string }) {
  const t = rbacDictionary(language);
  // Known only in the browser: the server's HTML assumes a wallet, the browser corrects it after hydration.
  const hasWallet = useSyncExternalStore(
    noSubscription,
    () => Boolean(injectedWallet()),
    () => true,
  );
  const [address, setAddress] = useState<`0x${string}`>();
  const [noAccount, setNoAccount] = useState(false);
  const [pending, setPending] = useState(false);
  // The in-flight guard: a second click (or Enter) while the wallet is asked must not ask it again.
  const inFlight = useRef(false);

  const fail = (error: unknown) => toast.error(`${t.common.errorOccurred} ${messageOf(error)}`);

  async function disconnect(wallet: Eip1193Provider) {
    setAddress(undefined);
    // Not every wallet has it (EIP-2255); forgetting the address is the disconnection that matters here.
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined);
  }

  /** Signs in with the connected account: true when the server accepted the signature. */
  async function signIn(wallet: Eip1193Provider, account: `0x${string}`): Promise<boolean> {
    try {
      const signed = await signWalletMessage(wallet, account, t.wallet.statement, language);
      const result = await signInWithWallet(signed);
      if (!result.ok) throw new Error(failureIn(result, language).message);
      return true;
    } catch (error) {
      fail(error);
      await disconnect(wallet);
      return false;
    }
  }

  async function connect() {
    const wallet = injectedWallet();
    if (!wallet || inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setNoAccount(false);
    let signedIn = false;
    try {
      const account = await walletAccount(wallet);
      if (!account) {
        setNoAccount(true);
        toast.error(t.wallet.noAccount);
        return;
      }
      setAddress(account);
      signedIn = await signIn(wallet, account);
    } catch (error) {
      // The wallet refused to share an account (the visitor closed its prompt).
      fail(error);
    } finally {
      // Signed in: stay disabled while the next page loads.
      if (!signedIn) {
        inFlight.current = false;
        setPending(false);
      }
    }
    // Back where the visitor came from, loaded anew so that every island reads the new session.
    if (signedIn) window.location.assign(returnTo);
  }

  return (
    <div className="grid gap-4">
      {hasWallet ? null : (
        <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm text-muted-foreground">
          {t.wallet.noWallet}
        </p>
      )}
      {address ? (
        <p className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm">
          <span className="text-muted-foreground">{t.wallet.connected}</span>
          <span className="font-mono" title={address} data-testid="wallet-address">
            {shortenAddress(address)}
          </span>
        </p>
      ) : null}
      {noAccount ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t.wallet.noAccount}
        </p>
      ) : null}
      <Button className="w-full" onClick={connect} disabled={!hasWallet || pending}>
        {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : <WalletIcon aria-hidden="true" />}
        {pending ? t.wallet.pending : t.wallet.connect}
      </Button>
    </div>
  );
}
