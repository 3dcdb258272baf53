import { describe, expect, it } from 'vitest';
import { entities } from '@/shared/registry';
import { ADMIN_DICTIONARY } from '../../admin-dictionary';
import { humanizeValue, valueWord } from './value-words';
import { isPaymentProvider } from '@/shared/payment-providers';

const { en, ru } = ADMIN_DICTIONARY;

describe('enumerated values as words', () => {
  it('reads known values in the interface language', () => {
    expect(valueWord(en.enumValues, 'one_off')).toBe('One-off');
    expect(valueWord(ru.enumValues, 'one_off')).toBe('Разовый');
    expect(valueWord(ru.enumValues, 'subscription')).toBe('Ежемесячное пожертвование');
    expect(valueWord(ru.enumValues, 'cart')).toBe('Корзина');
    expect(valueWord(en.enumValues, 'history')).toBe('Placed');
    expect(valueWord(ru.enumValues, 'queued')).toBe('В очереди');
  });

  it('makes any other value readable, keeping capitals', () => {
    expect(humanizeValue('content-default')).toBe('Content default');
    expect(humanizeValue('a_b')).toBe('A b');
    expect(humanizeValue('GET')).toBe('GET');
    expect(humanizeValue('0xprocessing')).toBe('0xprocessing');
    expect(valueWord(en.enumValues, 'constructor')).toBe('Constructor');
    expect(valueWord(en.enumValues, 'toString')).toBe('ToString');
  });

  it('has the same known values in Russian as in English', () => {
    expect(Object.keys(ru.enumValues).sort()).toEqual(Object.keys(en.enumValues).sort());
  });

  it("knows every status, state and type the registry's entities declare", () => {
    const kinds = ['status', 'state', 'type', 'provider'];
    const missing = entities.flatMap((entity) =>
      entity.fields
        .filter((field) => kinds.includes(field.name) && field.values)
        .flatMap((field) => field.values!.filter((value) => !Object.hasOwn(en.enumValues, value) && !isPaymentProvider(value)))
        .map((value) => `${entity.path} ${value}`),
    );
    expect(missing).toEqual([]);
  });
});
