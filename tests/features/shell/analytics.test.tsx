import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Analytics } from '@/features/shell/components/analytics';

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));
vi.mock('next/script', () => ({
  default: ({ id, nonce, children }: { id: string; nonce?: string; children: ReactNode }) => (
    <script id={id} nonce={nonce} data-testid="script">
      {children}
    </script>
  ),
}));

afterEach(() => {
  delete (window as { ym?: unknown }).ym;
});

describe('Analytics', () => {
  it('loads nothing at all without a counter id', () => {
    const { container } = render(<Analytics counterId={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('initialises the counter with click map, link tracking, session replay and bounces', async () => {
    const { findByTestId } = render(<Analytics counterId="98765" nonce="abc123" />);
    const script = await findByTestId('script');
    expect(script.getAttribute('nonce')).toBe('abc123');
    const code = script.textContent!;
    expect(code).toContain('https://mc.yandex.ru/metrika/tag.js');
    expect(code).toContain('ym(98765,"init",');
    for (const option of [
      '"clickmap":true',
      '"trackLinks":true',
      '"webvisor":true',
      '"accurateTrackBounce":true',
    ])
      expect(code).toContain(option);
  });

  it('reports client-side navigations as hits, not the first page load', () => {
    const ym = vi.fn();
    (window as { ym?: unknown }).ym = ym;
    navigation.pathname = '/catalog/';
    const { rerender } = render(<Analytics counterId="98765" />);
    expect(ym).not.toHaveBeenCalled();
    navigation.pathname = '/catalog/futer/';
    navigation.search = 'sort=price';
    rerender(<Analytics counterId="98765" />);
    expect(ym).toHaveBeenCalledWith(98765, 'hit', '/catalog/futer/?sort=price');
  });
});
