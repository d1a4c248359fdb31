import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/features/catalog/components/product-card';
import { render } from '../../support/render';
import { anonymousCard } from './fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

describe('a catalogue card (issue #34: cards that looked like duplicates)', () => {
  it('tells two cards of one fabric and colour apart by article and density, for a visitor', () => {
    const milano = { ...anonymousCard, title: 'Джерси Милано', color: 'Белый' };
    render(
      <>
        <ProductCard card={{ ...milano, id: 1, article: 'ДЖ-107', density: 180 }} />
        <ProductCard card={{ ...milano, id: 2, article: 'ДЖ-313', density: 240 }} />
      </>,
    );
    const [first, second] = screen.getAllByRole('article', { name: 'Джерси Милано' });
    expect(within(first!).getByText('Арт. ДЖ-107 · 180 г/м²')).toBeInTheDocument();
    expect(within(second!).getByText('Арт. ДЖ-313 · 240 г/м²')).toBeInTheDocument();
    // Neither is a price: a visitor still sees none.
    expect(first).not.toHaveTextContent('₽');
  });

  it('without an article still shows the density', () => {
    render(<ProductCard card={{ ...anonymousCard, article: null, density: 170 }} />);
    const card = screen.getByRole('article', { name: 'Кулирка гладкокрашеная' });
    expect(within(card).getByText('170 г/м²')).toBeInTheDocument();
  });
});

describe('«Быстрый просмотр» (issue #37)', () => {
  it('is a link to the product before the code, and opens the quick view with it', async () => {
    const modals = await import('@/features/catalog/components/catalog-modals');
    const open = vi.spyOn(modals, 'openQuickView').mockReturnValue(true);
    render(<ProductCard card={anonymousCard} />);
    const quick = screen.getByRole('link', { name: 'Быстрый просмотр' });
    // What a tap does before the page's code: the whole product, at once.
    expect(quick).toHaveAttribute('href', anonymousCard.detail_url);
    expect(quick).toHaveAttribute('aria-haspopup', 'dialog');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    quick.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith(anonymousCard.slug));

    // A new tab asked for keeps the link's own behaviour.
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    quick.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
  });
});
