import { describe, expect, it } from 'vitest';
import { codeMessage, fieldMessage } from './field-messages';
import { LANGUAGES } from './languages';
import { MESSAGE_CODES } from './message-codes';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the words of message codes', () => {
  it('has words in every language for every code but the generic one', () => {
    for (const language of LANGUAGES)
      for (const code of MESSAGE_CODES.filter((each) => each !== 'invalid')) {
        const words = codeMessage(code, {}, language);
        expect(words, `${code} in ${language}`).toMatch(/\S/);
        if (language === 'ru') expect(words, code).toMatch(/[а-яё]/i);
      }
  });

  it('puts the parameters in, Russian counts in their grammatical forms', () => {
    const say = (code: string, params: Record<string, string | number>, language: 'en' | 'ru') =>
      nbsp(fieldMessage({ message: 'x', code, params }, language));
    expect(say('too_small', { minimum: 8, origin: 'string' }, 'ru')).toBe('Не менее 8 символов');
    expect(say('too_small', { minimum: 8, origin: 'string' }, 'en')).toBe('At least 8 characters');
    expect(say('too_big', { maximum: 21, origin: 'string' }, 'ru')).toBe('Не более 21 символа');
    expect(say('too_big', { maximum: 1, origin: 'string' }, 'en')).toBe('At most 1 character');
    expect(say('too_small', { minimum: 1, origin: 'string' }, 'ru')).toBe('Заполните это поле');
    expect(say('too_big', { maximum: 3, origin: 'array' }, 'ru')).toBe('Не более 3 элементов');
    expect(say('too_small', { minimum: 1, origin: 'number', currency: 'RUB' }, 'ru')).toBe('Введите число не меньше 1 ₽');
    expect(say('too_small', { minimum: 0, origin: 'number', exclusive: 1 }, 'ru')).toBe('Введите число больше 0');
    expect(say('too_big', { maximum: 10 * 1024 * 1024, origin: 'file' }, 'ru')).toBe('Не больше 10 МБ');
    expect(say('step', { step: 5, base: 0 }, 'en')).toBe('Enter a number in steps of 5');
    expect(say('invalid_value', { values: 'cart, history' }, 'ru')).toBe('Выберите одно из значений: cart, history');
    expect(say('invalid_type', { expected: 'number' }, 'ru')).toBe('Введите число');
    expect(say('unknown_placeholder', { placeholder: 'foo', language: 'ru' }, 'ru')).toBe(
      'В этом сообщении нет подстановки {{foo}} (в русском тексте)',
    );
    expect(say('unknown_placeholder', { placeholder: 'foo', language: 'en' }, 'en')).toBe(
      'This message has no placeholder {{foo}} (in the English words)',
    );
  });

  it('says the fixed refusals as the accounts pages did', () => {
    expect(fieldMessage({ message: 'x', code: 'required' }, 'ru')).toBe('Обязательное поле');
    expect(fieldMessage({ message: 'x', code: 'invalid_email' }, 'ru')).toBe('Введите корректный адрес электронной почты');
    expect(fieldMessage({ message: 'x', code: 'wrong_credentials' }, 'en')).toBe('Wrong email or password');
  });

  it('keeps the server’s sentence on an English page where the code says nothing more, never on a Russian one', () => {
    const refused = { field: 'data.amount', message: 'data.amount: Price must have at most 2 digits after the point' };
    expect(fieldMessage({ ...refused, code: 'invalid' }, 'en')).toBe('Price must have at most 2 digits after the point');
    expect(fieldMessage({ ...refused, code: 'invalid' }, 'ru')).toBe('Проверьте это значение');
    expect(fieldMessage({ ...refused, code: 'from_a_newer_server' }, 'en')).toBe(
      'Price must have at most 2 digits after the point',
    );
    expect(fieldMessage({ ...refused, code: 'from_a_newer_server' }, 'ru')).toBe('Проверьте это значение');
    // No code at all: no cause of the server's (a network failure), shown as it is.
    expect(fieldMessage({ message: 'Failed to fetch' }, 'ru')).toBe('Failed to fetch');
  });
});
