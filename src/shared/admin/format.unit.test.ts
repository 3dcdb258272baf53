import { amountText } from '../amount-text';
import { computedText } from './computed-text';
import { describe, expect, it } from 'vitest';
import { parseDateTime, recordLabel, recordSummary, shortId } from './format';

const id = '1f0c2a9b-3d4e-4f5a-8b6c-7d8e9f0a1b2c';

describe('how the admin names a record', () => {
  it('goes by its title in the content language, else in any language, with its admin title and variant', () => {
    const widget = { id, title: { en: 'First', ru: 'Первый' }, adminTitle: 'e2e first widget', variant: 'default' };
    expect(recordLabel(widget, 'ru')).toBe('Первый · e2e first widget');
    expect(recordLabel(widget, 'en')).toBe('First · e2e first widget');
    expect(recordLabel({ id, title: { ru: 'Только по-русски' } }, 'en')).toBe('Только по-русски');
    expect(recordLabel({ id, title: { en: 'Lamp' }, variant: 'primary' }, 'en')).toBe('Lamp (primary)');
  });

  it('leaves out a generated admin title next to a title: a placeholder says nothing there', () => {
    expect(recordLabel({ id, title: 'Главная', adminTitle: 'leafy fresh arch' }, 'ru')).toBe('Главная');
    expect(recordLabel({ id, title: 'Главная', adminTitle: 'Home page' }, 'ru')).toBe('Главная · Home page');
  });

  it('summarises a record by its description, subtitle or url', () => {
    expect(recordSummary({ id, title: 'О фонде', description: 'Кто мы', url: '/about' }, 'ru')).toBe('Кто мы');
    expect(recordSummary({ id, subtitle: { en: 'Sub', ru: 'Подзаголовок' } }, 'ru')).toBe('Подзаголовок');
    expect(recordSummary({ id, url: '/about' }, 'en')).toBe('/about');
    expect(recordSummary({ id, title: 'Nothing else' }, 'en')).toBe('');
  });

  it('falls back to its admin title, its name, its slug or email', () => {
    expect(recordLabel({ id, title: { en: '', ru: ' ' }, adminTitle: 'leafy fresh arch' }, 'en')).toBe('leafy fresh arch');
    expect(recordLabel({ id, name: 'send-email' }, 'en')).toBe('send-email');
    expect(recordLabel({ id, slug: 'admin' }, 'en')).toBe('admin');
    expect(recordLabel({ id, provider: 'email_and_password', email: 'a@example.com' }, 'en')).toBe('a@example.com');
  });

  it("names a record without any naming field by its first own value, an attribute's text or number", () => {
    const attribute = { id, createdAt: new Date(), variant: 'default', orderIndex: 3, string: { ru: 'Красный' }, number: null };
    expect(recordLabel(attribute, 'en')).toBe('Красный');
    expect(recordLabel({ id, string: null, number: '4990.00', boolean: true }, 'en')).toBe('4990.00');
    expect(
      recordLabel(
        { id, description: '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Hi"}]}]}' },
        'en',
      ),
    ).toBe('Hi');
  });

  it('is never a uuid: a link row goes by the start of its id', () => {
    const link = { id, variant: 'default', className: null, orderIndex: 0, pageId: id, widgetId: id };
    expect(recordLabel(link, 'en')).toBe('#1f0c2a9b');
    expect(recordLabel({ id, slug: id }, 'en')).toBe('#1f0c2a9b');
    expect(shortId(undefined)).toBe('');
  });

  it('clips a long text', () => {
    expect(recordLabel({ id, adminTitle: 'a'.repeat(100) }, 'en')).toHaveLength(60);
  });

  it('names a person by their email rather than a generated slug, and keeps a slug someone chose', () => {
    expect(recordLabel({ id, slug: 'brave-spry-cabin-4680', email: 'visitor@example.com' }, 'ru')).toBe('visitor@example.com');
    expect(recordLabel({ id, slug: 'brave-spry-cabin-4680', email: null }, 'ru')).toBe('brave-spry-cabin-4680');
    expect(recordLabel({ id, slug: 'admin', email: 'a@example.com' }, 'ru')).toBe('admin');
  });

  it("numbers a record named by a computed column (a donation by its donor), in the entity's word", () => {
    const order = { id: 'ff74e8a5-0000-4000-8000-000000000000', type: 'cart', status: 'new', donor: 'visitor@example.com' };
    const orders = { path: '/api/ecommerce/orders', one: 'пожертвование' };
    expect(recordLabel(order, 'ru', orders)).toBe('Пожертвование № FF74E8A5 — visitor@example.com');
    expect(recordLabel({ ...order, donor: null }, 'ru', orders)).toBe('Пожертвование № FF74E8A5');
    // Without the entity, or of one that names its records otherwise, as before.
    expect(recordLabel(order, 'ru')).toBe('cart');
    expect(recordLabel({ id, number: '4990.00' }, 'ru', { path: '/api/ecommerce/attributes', one: 'x' })).toBe('4990.00');
  });
});

describe('computedText', () => {
  it('writes amounts as the site does, in the language asked, each currency apart', () => {
    const amounts = [
      { amount: '1000', slug: 'rub', symbol: '₽', decimals: 2 },
      { amount: '5.5', slug: 'eur', symbol: null, decimals: 2 },
    ];
    expect(computedText({ kind: 'amounts' }, amounts, 'ru')).toBe(
      `${amountText('1000', amounts[0]!, 'ru')} · ${amountText('5.5', amounts[1]!, 'ru')}`,
    );
    expect(computedText({ kind: 'amounts' }, amounts, 'ru')).toMatch(/^1\s000,00 ₽ · 5,50 EUR$/u);
    // In the admin's language, whatever the content's.
    expect(computedText({ kind: 'amounts' }, amounts, 'en', 'ru')).toMatch(/^1\s000,00 ₽/u);
  });

  it('lists labels in the language asked, and reads nothing as empty', () => {
    expect(computedText({ kind: 'labels' }, [{ en: 'Mill', ru: 'Мельница' }, 'Друг фонда'], 'ru')).toBe('Мельница, Друг фонда');
    expect(computedText({ kind: 'labels' }, null, 'ru')).toBe('');
    expect(computedText({ kind: 'datetime' }, new Date(2026, 2, 1, 10, 5), 'ru')).toBe('01.03.2026 10:05');
  });
});

describe('parseDateTime', () => {
  it('reads a local time, or a UTC one when the text says UTC, and no date that is none', () => {
    expect(parseDateTime('01.10.2026 08:30')).toEqual(new Date(2026, 9, 1, 8, 30));
    expect(parseDateTime('01.10.2026 00:00 UTC')?.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(parseDateTime('31.10.2026 utc')?.toISOString()).toBe('2026-10-31T00:00:00.000Z');
    expect(parseDateTime('30.02.2026 00:00 UTC')).toBeUndefined();
    expect(parseDateTime('01.10.2026 24:00 UTC')).toBeUndefined();
  });
});
