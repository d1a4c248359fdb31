import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListPages } from '@/features/manager/components/list-pages';

const texts = {
  label: 'Страницы заказов',
  prev: 'Назад',
  next: 'Вперёд',
  of: (page: number, pages: number) => `Страница ${page} из ${pages}`,
};
const href = (page: number) => `/manager/orders/?page=${page}`;

describe('the workspace’s pages (issue #20)', () => {
  it('links back and forward from a middle page', () => {
    render(<ListPages page={2} pages={3} href={href} texts={texts} />);
    expect(screen.getByRole('navigation', { name: 'Страницы заказов' })).toHaveTextContent(
      'Страница 2 из 3',
    );
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', href(1));
    expect(screen.getByRole('link', { name: 'Вперёд' })).toHaveAttribute('href', href(3));
  });

  it('offers no way back on the first page, none forward on the last, nothing for one page', () => {
    const { rerender } = render(<ListPages page={1} pages={2} href={href} texts={texts} />);
    expect(screen.queryByRole('link', { name: 'Назад' })).toBeNull();
    rerender(<ListPages page={2} pages={2} href={href} texts={texts} />);
    expect(screen.queryByRole('link', { name: 'Вперёд' })).toBeNull();
    rerender(<ListPages page={1} pages={1} href={href} texts={texts} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
