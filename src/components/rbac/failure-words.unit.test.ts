import { describe, expect, it } from 'vitest';
import type { ActionFailure } from '@/server/actions/session-actions';
import { rbacDictionary } from './dictionary';
import { failureInWords } from './failure-words';

const ru = rbacDictionary('ru').serverErrors;
const en = rbacDictionary('en').serverErrors;
const refused = (
  message: string,
  status: number,
  fields: ActionFailure['fields'] = {},
  messageCode?: ActionFailure['messageCode'],
): ActionFailure => ({ ok: false, message, status, fields, ...(messageCode ? { messageCode } : {}) });

describe('failureInWords', () => {
  it('says a wrong password in the page’s language', () => {
    const wrong = refused('Wrong email or password', 401, {}, 'wrong_credentials');
    expect(failureInWords(wrong, ru, 'ru').message).toBe('Неверная электронная почта или пароль');
    expect(failureInWords(wrong, en, 'en').message).toBe('Wrong email or password');
  });

  it('puts a known refusal’s words under the fields it names', () => {
    const failure = refused(
      'The current password is wrong',
      400,
      { password: { message: 'the current password is wrong', code: 'current_password_wrong' } },
      'current_password_wrong',
    );
    expect(failureInWords(failure, ru, 'ru')).toEqual({
      message: 'Текущий пароль указан неверно',
      fields: { password: 'Текущий пароль указан неверно' },
    });
    expect(failureInWords(failure, en, 'en').fields).toEqual({ password: 'The current password is wrong' });
  });

  it('knows the other refusals of the accounts pages by their codes', () => {
    const say = (code: NonNullable<ActionFailure['messageCode']>, status: number) =>
      failureInWords(refused('whatever the server wrote', status, {}, code), ru, 'ru').message;
    expect(say('email_taken', 409)).toBe('Аккаунт с этой электронной почтой уже существует');
    expect(say('passwords_do_not_match', 400)).toBe('Пароли не совпадают');
    expect(say('reset_code_invalid', 400)).toBe('Код сброса недействителен или истёк: запросите новый');
    expect(say('only_identity', 409)).toBe('Это ваш единственный способ входа: добавьте другой, прежде чем удалять его');
    expect(say('too_many_requests', 429)).toBe('Слишком много попыток: попробуйте позже');
    expect(say('reauthentication_required', 403)).toBe('Подтвердите, что это вы: введите текущий пароль');
    expect(say('wallet_signature_invalid', 400)).toBe('Подпись кошелька не принята: подпишите ещё раз');
  });

  it('words each field by its code, with its parameters', () => {
    const failure = refused('Invalid input', 400, {
      login: { message: 'Invalid email address', code: 'invalid_email' },
      password: {
        message: 'Too small: expected string to have >=8 characters',
        code: 'too_small',
        params: { minimum: 8, origin: 'string' },
      },
    });
    expect(failureInWords(failure, ru, 'ru')).toEqual({
      message: 'Проверьте введённые данные',
      fields: { login: 'Введите корректный адрес электронной почты', password: 'Не менее 8 символов' },
    });
    expect(failureInWords(failure, en, 'en')).toEqual({
      message: 'Invalid input',
      fields: { login: 'Enter a valid email address', password: 'At least 8 characters' },
    });
  });

  it('words a refusal without a code by its status on a Russian page, and keeps it on an English one', () => {
    const failure = refused('Something odd', 400, { login: { message: 'odd', code: 'invalid' } });
    expect(failureInWords(failure, ru, 'ru')).toEqual({ message: ru.invalidInput, fields: { login: 'Проверьте это значение' } });
    expect(failureInWords(failure, en, 'en')).toEqual({ message: 'Something odd', fields: { login: 'odd' } });
    expect(failureInWords(refused('Boom', 500), ru, 'ru').message).toBe(ru.failed);
    expect(failureInWords(refused('The sign-in nonce has expired', 401), ru, 'ru').message).toBe(ru.signInAgain);
  });
});
