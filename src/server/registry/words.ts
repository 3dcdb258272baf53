import { randomInt } from 'node:crypto';

// Short, friendly words for generated admin titles, slugs and SKUs.
// prettier-ignore
const ADJECTIVES = [
  'amber', 'ancient', 'bold', 'brave', 'bright', 'calm', 'clever', 'crisp', 'dark', 'eager',
  'early', 'fair', 'fancy', 'fresh', 'gentle', 'golden', 'grand', 'green', 'happy', 'hidden',
  'honest', 'humble', 'icy', 'jolly', 'kind', 'late', 'light', 'little', 'lively', 'lucky',
  'merry', 'misty', 'modern', 'noble', 'old', 'pale', 'plain', 'polite', 'proud', 'quick',
  'quiet', 'rapid', 'rare', 'red', 'royal', 'rustic', 'shiny', 'silent', 'silver', 'simple',
  'sleek', 'smart', 'snowy', 'soft', 'solid', 'sunny', 'swift', 'tall', 'tidy', 'tiny',
  'vast', 'warm', 'wild', 'wise', 'young', 'zesty',
];
// prettier-ignore
const NOUNS = [
  'anchor', 'arch', 'bell', 'bridge', 'brook', 'candle', 'castle', 'cedar', 'chapel', 'cloud',
  'column', 'comet', 'court', 'dome', 'door', 'eagle', 'field', 'flame', 'forest', 'fountain',
  'garden', 'gate', 'harbor', 'hill', 'island', 'lake', 'lamp', 'lantern', 'leaf', 'meadow',
  'mill', 'moon', 'mountain', 'oak', 'orchard', 'palace', 'path', 'pine', 'river', 'road',
  'rock', 'roof', 'rose', 'sail', 'shore', 'sky', 'spire', 'spring', 'star', 'stone',
  'stream', 'summit', 'temple', 'tower', 'tree', 'valley', 'wall', 'wave', 'willow', 'window',
];

const pick = (list: readonly string[]): string => list[randomInt(list.length)]!;

/** Three random words, e.g. "quiet golden bridge". */
export function randomWords(): string {
  return `${pick(ADJECTIVES)} ${pick(ADJECTIVES)} ${pick(NOUNS)}`;
}

/** A random slug such as "quiet-golden-bridge-4821", unlikely to clash with an existing one. */
export function randomSlug(): string {
  return `${randomWords().replaceAll(' ', '-')}-${randomInt(10_000).toString().padStart(4, '0')}`;
}

/** A random stock-keeping unit such as "SKU-7F3A9C21". */
export function randomSku(): string {
  return `SKU-${randomInt(0x100000000).toString(16).toUpperCase().padStart(8, '0')}`;
}
