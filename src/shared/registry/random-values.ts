// Short, friendly words for generated admin titles, slugs and SKUs.
// prettier-ignore
const ADJECTIVES = [
  'amber', 'ancient', 'bold', 'brave', 'bright', 'calm', 'clever', 'crisp', 'dark', 'eager',
  'early', 'fair', 'fancy', 'fresh', 'gentle', 'golden', 'grand', 'green', 'happy', 'hidden',
  'honest', 'humble', 'icy', 'jolly', 'kind', 'late', 'light', 'little', 'lively', 'lucky',
  'merry', 'misty', 'modern', 'noble', 'old', 'pale', 'plain', 'polite', 'proud', 'quick',
  'quiet', 'rapid', 'rare', 'red', 'royal', 'rustic', 'shiny', 'silent', 'silver', 'simple',
  'sleek', 'smart', 'snowy', 'soft', 'solid', 'sunny', 'swift', 'tall', 'tidy', 'tiny',
  'vast', 'warm', 'wild', 'wise', 'young', 'zesty', 'agile', 'airy', 'azure', 'balmy',
  'blue', 'breezy', 'brisk', 'broad', 'busy', 'candid', 'cheery', 'chilly', 'quaint', 'coral',
  'cozy', 'dainty', 'dapper', 'deep', 'dewy', 'dusty', 'fabled', 'faint', 'fast', 'fiery',
  'firm', 'fleet', 'fond', 'frosty', 'fuzzy', 'glad', 'glossy', 'grassy', 'hardy', 'hazy',
  'hearty', 'hushed', 'ivory', 'jade', 'keen', 'leafy', 'loyal', 'lunar', 'mellow', 'mighty',
  'mild', 'minty', 'mossy', 'neat', 'nimble', 'olive', 'orange', 'pearly', 'perky', 'plucky',
  'plush', 'rosy', 'rugged', 'ruby', 'sandy', 'sharp', 'sly', 'snug', 'spry', 'stark',
  'steady', 'stout', 'sturdy', 'sweet', 'tender', 'upbeat', 'velvet', 'vivid', 'witty', 'woody',
];
// prettier-ignore
const NOUNS = [
  'anchor', 'arch', 'bell', 'bridge', 'brook', 'candle', 'castle', 'cedar', 'chapel', 'cloud',
  'column', 'comet', 'court', 'dome', 'door', 'eagle', 'field', 'flame', 'forest', 'fountain',
  'garden', 'gate', 'harbor', 'hill', 'island', 'lake', 'lamp', 'lantern', 'leaf', 'meadow',
  'mill', 'moon', 'mountain', 'oak', 'orchard', 'palace', 'path', 'pine', 'river', 'road',
  'rock', 'roof', 'rose', 'sail', 'shore', 'sky', 'spire', 'spring', 'star', 'stone',
  'stream', 'summit', 'temple', 'tower', 'tree', 'valley', 'wall', 'wave', 'willow', 'window',
  'acorn', 'aspen', 'badger', 'basin', 'beacon', 'birch', 'bloom', 'boulder', 'breeze', 'canyon',
  'cabin', 'cliff', 'clover', 'coast', 'cottage', 'creek', 'crown', 'dawn', 'delta', 'dune',
  'ember', 'falcon', 'fern', 'fjord', 'glade', 'glen', 'grove', 'harp', 'hawk', 'heron',
  'hollow', 'horizon', 'lagoon', 'ledge', 'lily', 'maple', 'marsh', 'mesa', 'mirror', 'nest',
  'otter', 'owl', 'pebble', 'pier', 'plaza', 'pond', 'prairie', 'quarry', 'raven', 'reef',
  'ridge', 'robin', 'sparrow', 'spruce', 'terrace', 'thicket', 'trail', 'tulip', 'vine', 'violet',
  'wharf',
];

/** A random integer in [0, max): the generators take one, so that a test can make them predictable. */
export type RandomInt = (max: number) => number;

/** 2^32: the number of values one Uint32 draw can take. */
const UINT32_RANGE = 0x1_0000_0000;

/**
 * An unbiased random integer in [0, max), max up to 2^32, from the Web Crypto API, so that this file also runs
 * in a browser (the admin form prefills generated values). `draw % max` alone would favour the low values when
 * max does not divide 2^32: draws at or above the largest multiple of max are thrown away and drawn again
 * (rejection sampling; fewer than half are rejected, whatever max).
 */
const randomInt: RandomInt = (max) => {
  if (!Number.isInteger(max) || max < 1 || max > UINT32_RANGE)
    throw new RangeError(`max must be a whole number from 1 to 2^32, got ${max}`);
  const limit = UINT32_RANGE - (UINT32_RANGE % max);
  const draw = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(draw);
    if (draw[0]! < limit) return draw[0]! % max;
  }
};

const pick = (list: readonly string[], random: RandomInt): string => list[random(list.length)]!;

/** Three random words, e.g. "quiet golden bridge". */
export function randomWords(random: RandomInt = randomInt): string {
  return `${pick(ADJECTIVES, random)} ${pick(ADJECTIVES, random)} ${pick(NOUNS, random)}`;
}

/**
 * A random slug such as "quiet-golden-bridge-4821": 140 x 140 x 121 x 10,000, about 2.4e10 values, so
 * among 100,000 existing slugs one clashes about once in 240,000. Rare is not never: callers regenerate.
 */
export function randomSlug(random: RandomInt = randomInt): string {
  return `${randomWords(random).replaceAll(' ', '-')}-${random(10_000).toString().padStart(4, '0')}`;
}

const ADJECTIVE_SET = new Set(ADJECTIVES);
const NOUN_SET = new Set(NOUNS);
const isWords = ([first, second, noun, ...rest]: readonly string[]) =>
  rest.length === 0 && ADJECTIVE_SET.has(first!) && ADJECTIVE_SET.has(second!) && NOUN_SET.has(noun!);

/**
 * Whether a value is one the `words` or `slug` generator makes ("quiet golden bridge", "quiet-golden-bridge-4821"):
 * a placeholder nobody chose, which the admin marks until it is edited. An SKU is an identifier, never a placeholder.
 */
export function isGeneratedPlaceholder(generator: 'words' | 'slug' | 'sku', value: unknown): boolean {
  if (typeof value !== 'string' || generator === 'sku') return false;
  if (generator === 'words') return isWords(value.split(' '));
  const match = /^([a-z]+)-([a-z]+)-([a-z]+)-\d{4}$/.exec(value);
  return match !== null && isWords(match.slice(1));
}

/** A random stock-keeping unit such as "SKU-7F3A9C21" (32 bits: a clash is possible, callers regenerate). */
export function randomSku(random: RandomInt = randomInt): string {
  return `SKU-${random(0x100000000).toString(16).toUpperCase().padStart(8, '0')}`;
}
