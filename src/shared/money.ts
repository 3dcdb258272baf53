/**
 * Exact money arithmetic on decimal texts (`"0.30"`), as the server answers amounts: no binary float ever holds an
 * amount. Amounts are scaled to whole numbers of their currency's smallest unit as BigInts.
 */

const AMOUNT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The amount in units of 10^-decimals (`"0.3"`, 2 → 30n); an amount with more decimals is refused, not rounded. */
export function toMinorUnits(amount: string, decimals: number): bigint {
  const match = AMOUNT.exec(amount.trim());
  if (!match) throw new Error(`Not a decimal amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > decimals) throw new Error(`${amount} has more than ${decimals} decimals`);
  const units = BigInt(whole! + fraction.padEnd(decimals, '0').slice(0, decimals));
  return sign ? -units : units;
}

/** The text of an amount in minor units, with exactly `decimals` digits after the point (30n, 2 → `"0.30"`). */
export function fromMinorUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const text = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return negative ? `-${text}` : text;
}

/** The exact sum of amounts in one currency, written with its decimals. */
export const sumAmounts = (amounts: readonly string[], decimals: number): string =>
  fromMinorUnits(
    amounts.reduce((sum, amount) => sum + toMinorUnits(amount, decimals), 0n),
    decimals,
  );

/** Whether an amount is a decimal text with at most `decimals` digits after the point (trailing zeros aside). */
export function fitsCurrency(amount: string, decimals: number): boolean {
  try {
    toMinorUnits(amount, decimals);
    return true;
  } catch {
    return false;
  }
}
