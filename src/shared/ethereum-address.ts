/**
 * An Ethereum address as the wallet screens show it: its first 6 characters (the 0x and four hex digits) and its
 * last 4, joined by an ellipsis: `0x1234…abcd`. Text too short to shorten is answered as it is.
 */
export function shortenAddress(address: string): string {
  const trimmed = address.trim();
  if (trimmed.length <= 6 + 4 + 1) return trimmed;
  return `${trimmed.slice(0, 6)}…${trimmed.slice(-4)}`;
}
