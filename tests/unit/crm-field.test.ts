import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/shared/languages';
import { CrmField } from '@/widgets/crm/crm-field';
import type { CrmFieldDescription } from '@/widgets/crm/form-description';

/** The donate page's monthly amount, as the widget describes it to the browser. */
const AMOUNT: CrmFieldDescription = {
  id: 'amount',
  variant: 'number-default',
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
