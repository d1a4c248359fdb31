/**
 * Issue #17: the header's profile button says who is logged in (the company for a company buyer,
 * else the name); the API answers through MSW.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Header } from '@/features/shell/components/header';
import { render } from '../../support/render';
import { headerData } from './fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/catalog/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
const account = {
  user_type: 'legal_entity',
  user_name: 'Анна Петрова',
  company_name: 'ООО «Ткани»',
};
const server = setupServer(
  http.get('*/api/v1/personalAccount/getReferenceDataAndManager/', () =>
    HttpResponse.json({ status: 'success', data: account }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the profile button names the buyer (issue #17)', () => {
  it('a company buyer sees the company', async () => {
    account.user_type = 'legal_entity';
    render(<Header data={headerData} hasSession />);
    const link = await screen.findByRole(
      'link',
      { name: 'Личный кабинет: ООО «Ткани»' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/user/');
    expect(link).toHaveTextContent('ООО «Ткани»');
  });

  it('a private buyer sees the name', async () => {
    account.user_type = 'individual';
    render(<Header data={headerData} hasSession />);
    expect(
      await screen.findByRole('link', { name: 'Личный кабинет: Анна Петрова' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('a visitor is asked nothing and sees no name', async () => {
    let asked = false;
    server.use(
      http.get('*/api/v1/personalAccount/getReferenceDataAndManager/', () => {
        asked = true;
        return HttpResponse.json({ status: 'success', data: account });
      }),
    );
    render(<Header data={headerData} hasSession={false} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByRole('link', { name: 'Войти в личный кабинет' })).toHaveTextContent('');
    expect(asked).toBe(false);
  });
});
