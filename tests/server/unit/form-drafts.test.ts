/**
 * The drafts of forms refused without a script (issue #37): kept in process, or in Redis where
 * the redirect may land on another process (REDIS_URL); a draft is found only by its own id.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryFormDrafts,
  createRedisFormDrafts,
  isDraftId,
  type FormDrafts,
} from '@/server/platform/form-drafts';
import { redisReachable, testRedisUrl } from '../../support/redis';

const kinds: [string, () => FormDrafts][] = [['memory', () => createMemoryFormDrafts()]];
if (await redisReachable())
  kinds.push(['redis', () => createRedisFormDrafts(testRedisUrl, 'selvedge:test:draft:', 2_000)]);

const draft = {
  form: 'question',
  values: { fio: 'Петрова Анна', comment: 'Есть ли 200 кг?' },
  errors: { phone: 'Некорректный номер телефона' },
  message: 'Проверьте правильность заполнения полей',
  hadFiles: true,
};

describe.each(kinds)('%s form drafts', (_name, make) => {
  const drafts = make();
  afterAll(() => drafts.close?.());

  it('gives back what was kept under its id, in Russian as sent, and nothing for another id', async () => {
    const id = await drafts.put(draft);
    expect(isDraftId(id)).toBe(true);
    expect(await drafts.get(id)).toEqual(draft);
    const other = await drafts.put({ ...draft, values: {} });
    expect(other).not.toBe(id);
    expect(await drafts.get('A'.repeat(22))).toBeNull();
  });

  it('lets one post hold a fingerprint, tells the others where it led, and forgets in time', async () => {
    const key = `post-${Math.random()}`;
    expect(await drafts.outcome(key)).toBeNull();
    expect(await drafts.claim(key, 5_000)).toBe(true);
    expect(await drafts.claim(key, 5_000)).toBe(false);
    // Running: the second post waits.
    expect(await drafts.outcome(key)).toBe('');
    await drafts.settle(key, '/forms/question/?sent=1', 150);
    expect(await drafts.outcome(key)).toBe('/forms/question/?sent=1');
    expect(await drafts.claim(key, 5_000)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await drafts.outcome(key)).toBeNull();
    expect(await drafts.claim(key, 5_000)).toBe(true);
  });
});

it('an id is 22 characters of the URL alphabet: nothing else reaches the store', () => {
  expect(isDraftId('abcDEF0123456789_-abcd')).toBe(true);
  for (const bad of [
    '',
    'short',
    'a'.repeat(23),
    '../../etc/passwd_____',
    'abcDEF0123456789_-ab+d',
  ])
    expect(isDraftId(bad)).toBe(false);
});
