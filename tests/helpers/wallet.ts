import { createSiweMessage } from 'viem/siwe';
import { TEST_SITE_URL, type TestServer } from './server';

/** An EIP-4361 sign-in message for `address` with a fresh nonce of the server, made for `site` (the server's own). */
export async function walletMessage(server: TestServer, address: `0x${string}`, site = TEST_SITE_URL): Promise<string> {
  const answer = await server.request('/api/rbac/subjects/authentication/ethereum-virtual-machine/nonce', { secretKey: null });
  const { nonce } = ((await answer.json()) as { data: { nonce: string } }).data;
  return createSiweMessage({ address, chainId: 1, domain: new URL(site).host, nonce, uri: site, version: '1' });
}
