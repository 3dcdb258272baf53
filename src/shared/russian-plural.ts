// A module of its own: a public page's island counts people with it, and should not bring the subscriptions' words along.

/** The Russian word of a count: 1 платёж, 3 платежа, 5 платежей (11–14 as 5). */
export function russianPlural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  return mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? few : many;
}
