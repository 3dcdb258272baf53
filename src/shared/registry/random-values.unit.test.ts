import { describe, expect, it } from 'vitest';
import { isGeneratedPlaceholder, randomSku, randomSlug, randomWords } from './random-values';

describe('generated placeholders', () => {
  it('knows every value the words and slug generators make', () => {
    for (let draw = 0; draw < 200; draw += 1) {
      expect(isGeneratedPlaceholder('words', randomWords())).toBe(true);
      expect(isGeneratedPlaceholder('slug', randomSlug())).toBe(true);
    }
  });

  it('takes a chosen name, a near miss or another shape for an edited value', () => {
    for (const value of [
      'Главная',
      'Site layout',
      'quiet golden',
      'quiet golden bridge!',
      'golden bridge quiet',
      'quiet golden bridge tower',
    ])
      expect(isGeneratedPlaceholder('words', value)).toBe(false);
    for (const value of ['about', 'quiet-golden-bridge', 'quiet-golden-bridge-12', 'quiet-golden-temple-kiev-0001'])
      expect(isGeneratedPlaceholder('slug', value)).toBe(false);
    expect(isGeneratedPlaceholder('words', null)).toBe(false);
  });

  it('never calls an SKU a placeholder: it is an identifier', () => {
    expect(isGeneratedPlaceholder('sku', randomSku())).toBe(false);
  });
});
