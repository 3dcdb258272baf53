import { describe, expect, it } from 'vitest';
import { slugOfText, slugOfTitle, suffixedSlug, TITLE_SLUG_MAX_LENGTH } from './slug-from-title';

describe('slugOfText', () => {
  it('transliterates Russian as addresses are commonly written', () => {
    expect(slugOfText('Мельница в Мякишеве')).toBe('melnitsa-v-myakisheve');
    expect(slugOfText('Щит, Ёлка и Чудо-юдо: Хорошее начало!')).toBe('shchit-elka-i-chudo-yudo-khoroshee-nachalo');
    expect(slugOfText('Подъезд к Никольской церкви, 2025 год')).toBe('podezd-k-nikolskoy-tserkvi-2025-god');
    expect(slugOfText('ЖИЗНЬ И СУДЬБА')).toBe('zhizn-i-sudba');
  });

  it('keeps Latin letters and digits, drops accents, makes one hyphen of everything else', () => {
    expect(slugOfText('  Summer camps 2025: 214 volunteers!  ')).toBe('summer-camps-2025-214-volunteers');
    expect(slugOfText('Café — crème brûlée')).toBe('cafe-creme-brulee');
    expect(slugOfText('a_b/c\\d%e')).toBe('a-b-c-d-e');
  });

  it('is empty for a title with no letter or digit', () => {
    expect(slugOfText('')).toBe('');
    expect(slugOfText(' — !? ')).toBe('');
    expect(slugOfText('✨🙂')).toBe('');
  });

  it('cuts a long title at a word, within the limit', () => {
    const slug = slugOfText('Очень длинный заголовок статьи о реставрации '.repeat(5));
    expect(slug.length).toBeLessThanOrEqual(TITLE_SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^ochen-dlinnyy-zagolovok-[a-z-]*[a-z]$/);
    expect(slugOfText('x'.repeat(200))).toBe('x'.repeat(TITLE_SLUG_MAX_LENGTH));
  });
});

describe('slugOfTitle', () => {
  it('takes a multilingual title in the default language (Russian) first, then another', () => {
    expect(slugOfTitle({ en: 'The mill', ru: 'Мельница в Мякишеве' })).toBe('melnitsa-v-myakisheve');
    expect(slugOfTitle({ en: 'The mill', ru: '' })).toBe('the-mill');
    expect(slugOfTitle({ ru: '!!!', en: 'The mill' })).toBe('the-mill');
    expect(slugOfTitle('Plain title')).toBe('plain-title');
  });

  it('makes none without a title: the slug is then generated words', () => {
    for (const title of [undefined, null, {}, { ru: '', en: '' }, '', 42, ['Мельница']])
      expect(slugOfTitle(title)).toBeUndefined();
  });

  it('suffixes a taken slug from 2 on', () => {
    expect(suffixedSlug('melnitsa-v-myakisheve', 1)).toBe('melnitsa-v-myakisheve-2');
    expect(suffixedSlug('melnitsa-v-myakisheve', 2)).toBe('melnitsa-v-myakisheve-3');
  });
});
