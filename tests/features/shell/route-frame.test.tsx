import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteFrame } from '@/features/shell/components/route-frame';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const renderFrame = () =>
  render(
    <RouteFrame header={<header>Шапка</header>} footer={<footer>Подвал</footer>}>
      <h1>Страница</h1>
    </RouteFrame>,
  );

const frame = () => screen.getByRole('main').parentElement as HTMLElement;

beforeEach(() => {
  navigation.pathname = '/';
});

describe('route frame (storefront.md §2 route table)', () => {
  it('wraps the page in its layout with header, main and footer', () => {
    navigation.pathname = '/catalog/tkani/';
    renderFrame();
    expect(frame()).toHaveAttribute('data-layout', 'catalog');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByText('Подвал')).toBeInTheDocument();
  });

  it('turns the main area gray and shortens the header where the table says so', () => {
    navigation.pathname = '/user/history/';
    renderFrame();
    expect(frame()).toHaveAttribute('data-layout', 'orders-history');
    expect(frame()).toHaveAttribute('data-background', 'gray');
    expect(frame()).toHaveAttribute('data-short-header');
  });

  it('leaves the footer out of the no-footer layout (/modal/)', () => {
    navigation.pathname = '/modal/';
    renderFrame();
    expect(frame()).toHaveAttribute('data-layout', 'no-footer');
    expect(screen.queryByText('Подвал')).toBeNull();
  });

  it('gives a path outside the table the default layout and a light header', () => {
    navigation.pathname = '/no-such-page/';
    renderFrame();
    expect(frame()).toHaveAttribute('data-layout', 'default');
    expect(frame()).toHaveAttribute('data-header-theme', 'light');
  });
});
