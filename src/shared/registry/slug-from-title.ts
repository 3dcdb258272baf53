import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages';

// Russian letters in Latin, as Russian addresses are commonly written (ц ts, х kh, й y, ь and ъ left out).
// prettier-ignore
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ў: 'u',
};

/** Longest slug a title makes: an address stays readable, and a suffix still fits the column. */
export const TITLE_SLUG_MAX_LENGTH = 80;

/**
 * A title as an address segment: Cyrillic transliterated, accents dropped, anything but Latin letters and digits a
 * single hyphen, lower case («Мельница в Мякишеве» → `melnitsa-v-myakisheve`); cut at a word past 80 characters.
 * Empty when the title holds no letter or digit.
 */
export function slugOfText(text: string): string {
  const latin = [...text.toLowerCase()].map((letter) => CYRILLIC[letter] ?? letter).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= TITLE_SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, TITLE_SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, TITLE_SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

/** A title's text: a plain text as it is, a multilingual map's in the site's default language first, then the others. */
function titleText(title: unknown): string {
  if (typeof title === 'string') return title;
  if (!title || typeof title !== 'object') return '';
  const map = title as Record<string, unknown>;
  const order = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)];
  for (const language of order) {
    const text = map[language];
    if (typeof text === 'string' && slugOfText(text)) return text;
  }
  return '';
}

/**
 * The slug a record's title makes, or undefined when it has no title to make one from (the slug is then random words).
 * Every entity with a generated slug and a `title` takes it: a write that leaves the slug empty gets this one.
 */
export function slugOfTitle(title: unknown): string | undefined {
  return slugOfText(titleText(title)) || undefined;
}

/** The `n`-th slug tried when the title's own is taken: `melnitsa-v-myakisheve-2`, `-3`, … */
export const suffixedSlug = (slug: string, n: number) => `${slug}-${n + 1}`;
