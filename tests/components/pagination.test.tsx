import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination, pageItems } from '@/components/pagination';

const labels = {
  nav: 'Страницы каталога',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  page: (n: number) => `Страница ${n}`,
};

describe('Pagination', () => {
  it('shows the first, the last and two pages either side, with gaps', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
  });

  it('links every page through hrefFor and marks the current one', () => {
    render(
      <Pagination
        current={2}
        total={6}
        hrefFor={(p) => `/catalog/?PAGEN_1=${p}`}
        labels={labels}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Страницы каталога' });
    expect(within(nav).getByRole('link', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Страница 6' })).toHaveAttribute(
      'href',
      '/catalog/?PAGEN_1=6',
    );
    expect(within(nav).getByRole('link', { name: 'Следующая страница' })).toHaveAttribute(
      'href',
      '/catalog/?PAGEN_1=3',
    );
    expect(within(nav).getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute(
      'href',
      '/catalog/?PAGEN_1=1',
    );
  });

  it('shows nothing for a single page', () => {
    const { container } = render(
      <Pagination current={1} total={1} hrefFor={String} labels={labels} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
