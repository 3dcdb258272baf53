import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PHONE_DIGITS, typeProblem } from '@/shared/crm-field-rules';
import { codeMessage } from '@/shared/field-messages';
import type { Language } from '@/shared/languages';
import { CrmField } from '@/widgets/crm/crm-field';
import type { CrmFieldDescription } from '@/widgets/crm/form-description';

/** The donate page's monthly amount, as the widget describes it to the browser. */
const AMOUNT: CrmFieldDescription = {
  id: 'amount',
  variant: 'number-default',
  type: 'default',
  label: 'Сумма в месяц',
  placeholder: '500',
  description: '',
  isRequired: true,
  className: null,
  bounds: { minimum: 1, maximum: 100000, step: 1, currency: 'RUB' },
};

const html = (field: CrmFieldDescription, value = '', language: Language = 'ru') =>
  renderToStaticMarkup(
    createElement(CrmField, { field, controlId: 'c', language, value, error: undefined, disabled: false, onChange: () => {} }),
  ).replace(/[\u00a0\u202f]/g, ' ');

describe('a CRM number field', () => {
  it('says its bounds: a hint under the label, the currency beside it, a spin button announcing them', () => {
    const markup = html(AMOUNT, '500');
    expect(markup).toContain('От 1 ₽ до 100 000 ₽');
    expect(markup).toMatch(/<span id="c-currency"[^>]*>₽<\/span>/);
    expect(markup).toContain('role="spinbutton"');
    expect(markup).toContain('aria-valuemin="1"');
    expect(markup).toContain('aria-valuemax="100000"');
    expect(markup).toContain('aria-valuenow="500"');
    expect(markup).toContain('data-step="1"');
    expect(markup).toContain('aria-describedby="c-bounds c-currency"');
    // Still text with a decimal keyboard: type="number" would drop «12,5».
    expect(markup).toContain('type="text"');
    expect(markup).toContain('inputMode="decimal"');
    expect(html(AMOUNT, '', 'en')).toContain('From ₽1 to ₽100,000');
  });

  it('says nothing of bounds it does not have', () => {
    const plain = html({ ...AMOUNT, bounds: { minimum: null, maximum: null, step: null, currency: null } });
    expect(plain).not.toContain('aria-valuemin');
    expect(plain).not.toContain('c-bounds');
    expect(plain).not.toContain('c-currency');
    expect(html({ ...AMOUNT, variant: 'text-default', bounds: null })).not.toContain('spinbutton');
  });
});

describe('a CRM text field of a type', () => {
  const EMAIL: CrmFieldDescription = {
    ...AMOUNT,
    id: 'email',
    variant: 'text-default',
    type: 'email',
    label: 'Почта',
    bounds: null,
  };

  it('is an email or phone control: the keyboard and autofill know it', () => {
    const email = html(EMAIL);
    expect(email).toContain('type="email"');
    expect(email).toContain('autoComplete="email"');
    expect(email).toContain('inputMode="email"');
    const phone = html({ ...EMAIL, type: 'tel' });
    expect(phone).toContain('type="tel"');
    expect(phone).toContain('autoComplete="tel"');
    expect(html({ ...EMAIL, type: 'default' })).toContain('type="text"');
  });
});

describe('typeProblem: the answers the browser and the server refuse by type', () => {
  it('takes email addresses people write and refuses what is none', () => {
    for (const good of ['petr@example.com', ' x.y+z@sub.example.org ', 'пётр@почта.рф'])
      expect(typeProblem('email', good), good).toBeUndefined();
    for (const bad of ['petr@', 'petr', 'petr@example', '@example.com', 'a b@example.com', 'a@@example.com', 'a..b@example.com'])
      expect(typeProblem('email', bad), bad).toBe('invalid_email');
  });

  it('takes phone numbers of 7 to 15 digits with the usual signs between them', () => {
    for (const good of ['+7 (912) 345-67-89', '89123456789', '123-45-67', '+44 20 7946 0958'])
      expect(typeProblem('tel', good), good).toBeUndefined();
    for (const bad of ['123456', '+7 912 abc 67 89', '1234567890123456', 'call me', '7+9123456789'])
      expect(typeProblem('tel', bad), bad).toBe('invalid_phone');
  });

  it('leaves any text to an input of no type', () => {
    expect(typeProblem('default', 'petr@')).toBeUndefined();
  });

  it('is said in both languages', () => {
    expect(codeMessage('invalid_email', undefined, 'ru')).toBe('Введите корректный адрес электронной почты');
    expect(codeMessage('invalid_phone', PHONE_DIGITS, 'ru')).toBe('Введите номер телефона: от 7 до 15 цифр');
    expect(codeMessage('invalid_phone', PHONE_DIGITS, 'en')).toBe('Enter a phone number: 7 to 15 digits');
  });
});
