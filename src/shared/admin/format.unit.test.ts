import { describe, expect, it } from 'vitest';
import { recordLabel, recordSummary, shortId } from './format';

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
});
