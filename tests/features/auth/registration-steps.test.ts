import { describe, expect, it } from 'vitest';
import {
  emptyRegistration,
  REGISTRATION_STEPS,
  stepOfField,
  stepSchema,
} from '@/features/auth/model/registration';

/** A server message goes to the step that asks for its field, read from the step schemas. */
describe('registration steps (accounts.md §2, §4)', () => {
  it('finds each field on the step whose schema asks for it', () => {
    for (const field of ['inn', 'company_name', 'company_address', 'company_ogrn', 'fio'])
      expect(stepOfField('company', field)).toBe(1);
    expect(stepOfField('individual', 'personal_phone')).toBe(1);
    for (const field of ['email', 'password', 'password2'])
      expect(stepOfField('individual', field)).toBe(2);
    for (const field of ['stock', 'manager', 'consent'])
      expect(stepOfField('company', field)).toBe(3);
    // A field no step names (a message about the request as a whole) stays on the last step.
    expect(stepOfField('individual', 'unknown')).toBe(REGISTRATION_STEPS);
  });

  it('every field of the form is asked on exactly one step', () => {
    const asked = [1, 2, 3].flatMap((step) => Object.keys(stepSchema('company', step).shape));
    expect(new Set(asked).size).toBe(asked.length);
    const hidden = ['stock_title', 'managerCheck'];
    for (const field of Object.keys(emptyRegistration).filter((f) => !hidden.includes(f)))
      expect(asked).toContain(field);
  });

  it('refuses an INN the lookup found on another profile', () => {
    const values = {
      ...emptyRegistration,
      inn: '7707083893',
      company_name: 'ПАО СБЕРБАНК',
      company_address: 'г. Москва',
      company_ogrn: '1027700132195',
      fio: 'Смирнова Ольга',
      personal_phone: '+7 (916) 123-45-67',
    };
    expect(stepSchema('company', 1).safeParse(values).success).toBe(true);
    const taken = stepSchema('company', 1, (inn) => inn === '7707083893').safeParse(values);
    expect(taken.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['inn', 'Профиль с таким ИНН уже существует'],
    ]);
  });
});
