import { describe, expect, it } from 'vitest';
import { loggedRead } from '@/lib/api/logged';
import { ApiError } from '@/lib/api/errors';

// This project runs in Node, as a page's server-side prefetch does; the browser's side (logged,
// the fallback answered) is tests/features/account/error-policy.test.tsx.
describe('loggedRead on the server', () => {
  it('answers what the call answers', async () => {
    await expect(loggedRead('getListOrders', async () => [1, 2], [])).resolves.toEqual([1, 2]);
  });

  it('lets a failure through, so a prefetch does not send the browser an empty answer', async () => {
    const failed = new ApiError(0, 'Ошибка сервера');
    await expect(
      loggedRead(
        'getListOrders',
        async () => {
          throw failed;
        },
        [],
      ),
    ).rejects.toBe(failed);
  });
});
