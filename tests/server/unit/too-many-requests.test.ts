import { describe, expect, it } from 'vitest';
import { tooManyRequests, waitWords } from '@/server/http/app-error';

describe('a refused attempt says how long to wait (issue #17)', () => {
  it('rounds up to seconds, minutes or hours in Russian', () => {
    expect(waitWords(0.2)).toBe('1 секунду');
    expect(waitWords(42)).toBe('42 секунды');
    expect(waitWords(59)).toBe('59 секунд');
    expect(waitWords(61)).toBe('2 минуты');
    expect(waitWords(15 * 60)).toBe('15 минут');
    expect(waitWords(21 * 60)).toBe('21 минуту');
    expect(waitWords(3 * 3600)).toBe('3 часа');
  });

  it('keeps a rule its own words and carries the wait for Retry-After', () => {
    const general = tooManyRequests(14 * 60_000 + 1);
    expect(general.status).toBe(429);
    expect(general.message).toBe('Слишком много попыток, попробуйте через 15 минут');
    expect(general.retryAfterS).toBe(841);
    expect(tooManyRequests(5000, 'Аккаунт заблокирован').message).toBe('Аккаунт заблокирован');
  });
});
