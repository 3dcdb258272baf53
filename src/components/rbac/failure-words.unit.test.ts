import { describe, expect, it } from 'vitest';
import { rbacDictionary } from './dictionary';
import { failureInWords } from './failure-words';

const ru = rbacDictionary('ru').serverErrors;
const en = rbacDictionary('en').serverErrors;
const refused = (message: string, status: number, fields: Record<string, string> = {}) =>
  ({ ok: false, message, status, fields }) as const;

describe('failureInWords', () => {
  it('says a wrong password in the page’s language', () => {
    expect(failureInWords(refused('Wrong email or password', 401), ru, false).message).toBe(
      'Неверная электронная почта или пароль',
    );
    expect(failureInWords(refused('Wrong email or password', 401), en, true).message).toBe('Wrong email or password');
  });

  it('puts a known refusal’s words under the fields it names', () => {
    const failure = refused('The current password is wrong', 400, { password: 'the current password is wrong' });
    expect(failureInWords(failure, ru, false)).toEqual({
      ok: false,
      status: 400,
      message: 'Текущий пароль указан неверно',
      fields: { password: 'Текущий пароль указан неверно' },
    });
    expect(failureInWords(failure, en, true).fields).toEqual({ password: 'The current password is wrong' });
  });

  it('knows the other refusals of the accounts pages', () => {
    expect(failureInWords(refused('An account with this email already exists', 409), ru, false).message).toBe(ru.emailTaken);
    expect(failureInWords(refused('The passwords do not match', 400), ru, false).message).toBe(ru.passwordsDoNotMatch);
    expect(failureInWords(refused('The reset code is not valid or has expired: ask for a new one', 400), ru, false).message).toBe(
      ru.resetCodeInvalid,
    );
    expect(
      failureInWords(refused('This is the subject’s only identity: add another before deleting it', 409), ru, false).message,
    ).toBe(ru.onlyIdentity);
    expect(failureInWords(refused('Too many sign-in attempts: try again in 12 minutes', 429), ru, false).message).toBe(
      ru.tooManyRequests,
    );
  });

  it('words an unknown refusal by its status on a Russian page, and keeps it on an English one', () => {
    const failure = refused('Invalid input', 400, { login: 'must be an email' });
    expect(failureInWords(failure, ru, false)).toMatchObject({
      message: 'Проверьте введённые данные',
      fields: { login: 'Проверьте это значение' },
    });
    expect(failureInWords(failure, en, true)).toEqual(failure);
    expect(failureInWords(refused('Boom', 500), ru, false).message).toBe(ru.failed);
    expect(failureInWords(refused('The sign-in nonce has expired', 401), ru, false).message).toBe(ru.signInAgain);
  });
});
