import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  completeInn,
  DEFAULT_PHONE_COUNTRY,
  emailRule,
  fioRule,
  formatPhone,
  innRule,
  ogrnRule,
  isCompletePhone,
  isValidCorrAccount,
  isValidCurrentAccount,
  isValidInn,
  passwordRule,
  passwordsMatch,
  paymentDataSchema,
  phoneCountries,
  phoneRule,
  validationMessages as m,
  withControlKey,
} from '@/lib/validation';

const firstError = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('INN check digits', () => {
  it('accepts real tax ids of both lengths', () => {
    expect(isValidInn('7707083893')).toBe(true); // Сбербанк
    expect(isValidInn('500100732259')).toBe(true);
  });
  it('refuses a changed digit and wrong lengths', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('77070838931')).toBe(false);
  });
  it('completeInn makes valid ids from any prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$|^\d{10}$/), (prefix) =>
        isValidInn(completeInn(prefix)),
      ),
    );
  });
  it('the INN rule gives the spec message for each fault', () => {
    expect(firstError(innRule(), '')).toBe(m.required);
    expect(firstError(innRule(), '77070x3893')).toBe(m.digitsOnly);
    expect(firstError(innRule(), '770708389')).toBe('ИНН должен состоять из 10 или 12 цифр');
    expect(firstError(innRule(), '7707083894')).toBe('Некорректно заполнен ИНН');
    expect(firstError(innRule(), '7707083893')).toBeNull();
  });
});

describe('bank account control keys', () => {
  const bik = '044525225';
  it('accepts the real correspondent account of the BIK', () => {
    expect(isValidCorrAccount('30101810400000000225', bik)).toBe(true);
    expect(isValidCorrAccount('30101810400000000226', bik)).toBe(false);
  });
  it('withControlKey makes any account valid for its BIK', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{20}$/), (account) =>
        isValidCurrentAccount(withControlKey(account, bik, 'current'), bik),
      ),
    );
  });
  it('payment data reports each account against the BIK with the spec messages', () => {
    const current = withControlKey('40702810000000000001', bik, 'current');
    expect(
      paymentDataSchema.safeParse({
        bank: 'ПАО Сбербанк',
        bik,
        coresp: '30101810400000000225',
        current,
      }).success,
    ).toBe(true);
    const wrong = paymentDataSchema.safeParse({
      bank: '',
      bik: '04452522',
      coresp: '301',
      current: '4070281000000000000',
    });
    const messages = Object.fromEntries(
      wrong.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      bank: 'Введите название банка',
      bik: 'БИК должен состоять из 9 цифр',
      coresp: 'Некорректно заполнен Корр.счет',
      current: 'Длина счёта должна быть 20 цифр',
    });
  });
});

describe('person fields', () => {
  it('full name: words of at least two letters joined by space or hyphen', () => {
    expect(firstError(fioRule(), 'Иванов Иван')).toBeNull();
    expect(firstError(fioRule(), 'Римский-Корсаков Николай')).toBeNull();
    expect(firstError(fioRule(), 'Иванов И')).toBe('Некорректные ФИО');
    expect(firstError(fioRule(), 'Иванов 2')).toBe('Некорректные ФИО');
  });
  it('e-mail needs a local part, @, domain, dot and suffix', () => {
    expect(firstError(emailRule(), 'ivanov@mail.ru')).toBeNull();
    expect(firstError(emailRule(), 'ivanov@mail')).toBe(
      'Недопустимый e-mail. Пример: ivanov@mail.ru',
    );
    expect(firstError(emailRule(), 'ivanov.mail.ru')).toBe(m.email);
  });
  it('password: upper and lower case letters and digits, at least 6', () => {
    expect(firstError(passwordRule(), 'Abc12')).toBe('Минимум 6 символов');
    expect(firstError(passwordRule(), 'abcdef1')).toBe(
      'Пароль должен содержать прописные и строчные буквы и цифры',
    );
    expect(firstError(passwordRule(), 'Abcdef1')).toBeNull();
  });
  it('password confirmation must match', () => {
    const schema = z
      .object({ password: passwordRule(), password2: z.string() })
      .superRefine(passwordsMatch);
    const result = schema.safeParse({ password: 'Abcdef1', password2: 'Abcdef2' });
    expect(result.error!.issues[0]).toMatchObject({
      path: ['password2'],
      message: 'Пароли не совпадают',
    });
  });
});

describe('phones of the nine countries', () => {
  it('Russia is the default, with the mask (NNN) NNN-NN-NN', () => {
    expect(DEFAULT_PHONE_COUNTRY).toMatchObject({ code: 'RU', dial: '7', mask: '(000) 000-00-00' });
    expect(phoneCountries.map((c) => c.code).sort()).toEqual([
      'AM',
      'AZ',
      'BY',
      'KG',
      'KZ',
      'MD',
      'RU',
      'TJ',
      'UZ',
    ]);
  });
  it('each mask holds exactly its country length of digits', () => {
    for (const country of phoneCountries) {
      expect(country.mask.match(/0/g)!.length, country.code).toBe(country.length);
      expect(formatPhone(country, '9'.repeat(country.length - 1)), country.code).toBeNull();
    }
  });
  it('a complete number in every country passes; one digit short fails', () => {
    for (const country of phoneCountries) {
      const full = formatPhone(country, '9'.repeat(country.length))!;
      expect(isCompletePhone(full)).toBe(true);
      expect(firstError(phoneRule(), full)).toBeNull();
      expect(firstError(phoneRule(), full.slice(0, -1))).toBe('Некорректный номер телефона');
    }
  });
});

describe('the messages of accounts.md §5, word for word', () => {
  it('has every message of the validation table', () => {
    expect(m).toMatchObject({
      required: 'Обязательное поле',
      email: 'Недопустимый e-mail. Пример: ivanov@mail.ru',
      phone: 'Некорректный номер телефона',
      notEnoughCharacters: 'Недостаточно символов',
      passwordsMismatch: 'Пароли не совпадают',
      password: 'Пароль должен содержать прописные и строчные буквы и цифры',
      consent: 'Необходимо дать согласие на обработку персональных данных',
      fio: 'Некорректные ФИО',
      digitsOnly: 'Поле должно содержать только числа',
      inn: 'Некорректно заполнен ИНН',
      innLength: 'ИНН должен состоять из 10 или 12 цифр',
      innExists: 'Профиль с таким ИНН уже существует',
      bik: 'БИК должен состоять из 9 цифр',
      bankName: 'Введите название банка',
      currentAccount: 'Длина счёта должна быть 20 цифр',
      currentAccountExists: 'Профиль с таким рас.счетом уже существует',
      corrAccount: 'Некорректно заполнен Корр.счет',
    });
    expect(m.minLength(6)).toBe('Минимум 6 символов');
  });

  it("an OGRN short of digits says 'Недостаточно символов'; letters say only digits", () => {
    expect(firstError(ogrnRule(), '10277001')).toBe('Недостаточно символов');
    expect(firstError(ogrnRule(), '10277a0132195')).toBe('Поле должно содержать только числа');
  });
});
