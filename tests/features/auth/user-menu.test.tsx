import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from '@/features/auth/components/user-menu';
import { render } from '../../support/render';

const account = vi.hoisted(() => ({ userType: 'individual' }));
vi.mock('@/lib/api', () => ({
  api: { auth: { shortAccount: async () => ({ user_type: account.userType }) } },
}));

const labels = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('the user menu (accounts.md §2)', () => {
  it('a company buyer gets profile settings, company data, order history and favourites', async () => {
    account.userType = 'legal_entity';
    render(<UserMenu />);
    expect(await screen.findByRole('link', { name: 'Данные компании' })).toHaveAttribute(
      'href',
      '/user/company/',
    );
    expect(labels()).toEqual([
      'Настройки профиля',
      'Данные компании',
      'История заказов',
      'Избранное',
      'Выйти',
    ]);
  });

  it('a private buyer gets no company data', async () => {
    account.userType = 'individual';
    render(<UserMenu />);
    await screen.findByRole('link', { name: 'Настройки профиля' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(labels()).toEqual(['Настройки профиля', 'История заказов', 'Избранное', 'Выйти']);
  });
});
