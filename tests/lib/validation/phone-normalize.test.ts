import { describe, expect, it } from 'vitest';
import { isCompletePhone, normalizePhone } from '@/lib/validation/phone';

describe('a phone typed without the mask (a form posted without a script)', () => {
  it('takes the ways people write a number and gives the masked form', () => {
    for (const typed of ['8 912 345 67 89', '89123456789', '+7(912)3456789', '+7 912 345-67-89'])
      expect(normalizePhone(typed)).toBe('+7 (912) 345-67-89');
    expect(normalizePhone('+375 29 123-45-67')).toBe('+375 (29) 123-45-67');
    expect(isCompletePhone(normalizePhone('+375291234567'))).toBe(true);
  });

  it('leaves a number it cannot read as typed, for the rule to refuse', () => {
    for (const typed of ['12', '+7 912 345', '8 912 345 67 89 00', 'позвоните мне'])
      expect(normalizePhone(typed)).toBe(typed);
  });
});
