/** Telegram's longest text message, in UTF-16 code units as JavaScript counts them. */
export const TELEGRAM_TEXT_LIMIT = 4096;
/** Telegram's longest photo caption. */
export const TELEGRAM_CAPTION_LIMIT = 1024;

/**
 * `text` as the messages Telegram takes: whole when it fits, else cut before the limit at the last line break (else the
 * last space, else at the limit, never inside a surrogate pair), each part sent in turn.
 */
export function telegramParts(text: string, limit = TELEGRAM_TEXT_LIMIT): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    const window = rest.slice(0, limit + 1);
    const lineBreak = window.lastIndexOf('\n');
    const space = window.lastIndexOf(' ');
    let cut = lineBreak > 0 ? lineBreak : space > 0 ? space : limit;
    // A cut between the two halves of a surrogate pair would send half a character.
    if (cut === limit && /[\uD800-\uDBFF]/.test(rest[cut - 1]!)) cut -= 1;
    parts.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).replace(/^[\n ]+/, '');
  }
  if (rest.trim()) parts.push(rest);
  return parts.filter(Boolean);
}
