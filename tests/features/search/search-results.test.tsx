import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchResults } from '@/features/search/components/search-results';
import type { Banner } from '@/lib/api/contract/catalog';
import { card, envelope, searchAnswer } from './fixtures';

// The component reads PAGEN_1 from the address, as Next's useSearchParams gives it.
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const pageOf = (page: number, total: number, priced = false) => {
  const count = Math.min(15, total - (page - 1) * 15);
  const elements = Array.from({ length: count }, (_, i) => {
    const id = (page - 1) * 15 + i + 1;
    return card(id, `Футер ${id}`, priced ? { price: 450 } : {});
  });
  return { ...searchAnswer(elements, total, page), query: { text: 'футер', corrected: null } };
};

const banner: Banner = {
  id: 1,
  title: 'Образцы бесплатно',
  subtitle: null,
  description: [{ id: 1, value: 'Закажите до 10 образцов' }],
  image: { other: { src: '/media/banners/1.jpg', webp: '/media/banners/1.webp' } },
  link: '/catalog/',
  linkTitle: 'Выбрать полотна',
};

const requested: number[] = [];
/** What the page said was searched (issue #34), the form of each call. */
const recorded: string[] = [];
const server = setupServer(
  http.get('*/api/v1/through_blocks/search', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('PAGEN_1'));
    requested.push(page);
    if (url.searchParams.get('perPage') !== '15') return HttpResponse.json({}, { status: 400 });
    return envelope(pageOf(page, 40));
  }),
  http.post('*/api/v1/through_blocks/recordSearch/', async ({ request }) => {
    recorded.push(await request.text());
    return envelope({});
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  requested.length = 0;
  recorded.length = 0;
  window.history.replaceState(null, '', '/search-result/?search=футер');
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});

const cards = () => screen.queryAllByRole('article');
const more = () => screen.queryByRole('link', { name: 'Показать ещё' });

// Rendering 40 cards in jsdom takes a few seconds on the shared 2-core machines.
describe('results page list (storefront.md §2, §4, §9)', { timeout: 20_000 }, () => {
  it('shows the first 15 with the count, and the banner at position 4', () => {
    render(
      <SearchResults
        query="футер"
        initialPages={[pageOf(1, 40)]}
        variants={[]}
        banners={[banner]}
      />,
    );
    expect(cards()).toHaveLength(15);
    expect(screen.getByText('Найдено 40 товаров')).toBeInTheDocument();
    const grid = cards()[0]!.closest('ul')!;
    const gridCells = Array.from(grid.children) as HTMLElement[];
    expect(gridCells).toHaveLength(16);
    expect(
      within(gridCells[3]!).getByRole('complementary', { name: 'Образцы бесплатно' }),
    ).toBeVisible();
    expect(within(gridCells[2]!).getByRole('article')).toHaveTextContent('Футер 3');
    expect(within(gridCells[4]!).getByRole('article')).toHaveTextContent('Футер 4');
    expect(more()).toHaveAttribute(
      'href',
      '/search-result/?search=%D1%84%D1%83%D1%82%D0%B5%D1%80&PAGEN_1=2',
    );
  });

  it("'Показать ещё' appends the next 15 and pushes PAGEN_1; at the last page it goes", async () => {
    const push = vi.spyOn(window.history, 'pushState');
    render(
      <SearchResults query="футер" initialPages={[pageOf(1, 40)]} variants={[]} banners={[]} />,
    );
    fireEvent.click(more()!);
    await vi.waitFor(() => expect(cards()).toHaveLength(30), { timeout: 8_000 });
    expect(cards()).toHaveLength(30);
    expect(requested).toEqual([2]);
    expect(push).toHaveBeenLastCalledWith(
      null,
      '',
      '/search-result/?search=%D1%84%D1%83%D1%82%D0%B5%D1%80&PAGEN_1=2',
    );
    // Appended after the first 15, not in their place.
    expect(cards()[0]).toHaveTextContent('Футер 1');
    expect(cards()[15]).toHaveTextContent('Футер 16');

    fireEvent.click(more()!);
    await vi.waitFor(() => expect(cards()).toHaveLength(40), { timeout: 8_000 });
    expect(cards()).toHaveLength(40);
    expect(screen.getByRole('status')).toHaveTextContent('Показано 40 из 40');
    expect(more()).not.toBeInTheDocument();
  });

  it('Back to a lower PAGEN_1 shows fewer pages; Forward shows them again without a request', async () => {
    const { rerender } = render(
      <SearchResults query="футер" initialPages={[pageOf(1, 40)]} variants={[]} banners={[]} />,
    );
    fireEvent.click(more()!);
    await vi.waitFor(() => expect(cards()).toHaveLength(30), { timeout: 8_000 });

    act(() => window.history.replaceState(null, '', '/search-result/?search=футер'));
    rerender(
      <SearchResults query="футер" initialPages={[pageOf(1, 40)]} variants={[]} banners={[]} />,
    );
    expect(cards()).toHaveLength(15);

    fireEvent.click(more()!);
    expect(cards()).toHaveLength(15);
    rerender(
      <SearchResults query="футер" initialPages={[pageOf(1, 40)]} variants={[]} banners={[]} />,
    );
    expect(cards()).toHaveLength(30);
    expect(requested).toEqual([2]);
  });

  it('a failed page adds nothing, breaks nothing and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/v1/through_blocks/search', () =>
        HttpResponse.json({ status: 'error', message: 'Ошибка сервера' }, { status: 500 }),
      ),
    );
    render(
      <SearchResults query="футер" initialPages={[pageOf(1, 40)]} variants={[]} banners={[]} />,
    );
    fireEvent.click(more()!);
    await vi.waitFor(() => expect(log).toHaveBeenCalled(), { timeout: 8_000 });
    expect(log).toHaveBeenCalledWith(
      '[search] search failed',
      expect.objectContaining({ text: 'футер', page: 2 }),
      expect.anything(),
    );
    expect(cards()).toHaveLength(15);
    expect(window.location.search).not.toContain('PAGEN_1');
    expect(more()).toBeInTheDocument();
  });

  it("says 'Ничего не нашлось' for an empty result", () => {
    render(
      <SearchResults query="qqq" initialPages={[pageOf(1, 0)]} variants={[]} banners={[banner]} />,
    );
    expect(screen.getByText('Ничего не нашлось')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(more()).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('lists matching sections and collections as links', () => {
    render(
      <SearchResults
        query="футер"
        initialPages={[pageOf(1, 3)]}
        variants={[{ id: 1, link: '/catalog/futer/', text: 'Футер' }]}
        banners={[]}
      />,
    );
    const block = screen.getByRole('region', { name: 'Разделы и коллекции' });
    expect(within(block).getByRole('link', { name: 'Футер' })).toHaveAttribute(
      'href',
      '/catalog/futer/',
    );
  });

  it('shows prices only when the API gave them', () => {
    const { unmount } = render(
      <SearchResults query="футер" initialPages={[pageOf(1, 3)]} variants={[]} banners={[]} />,
    );
    expect(cards()[0]).toHaveTextContent('Зарегистрируйтесь, чтобы узнать цену');
    expect(document.body).not.toHaveTextContent('₽');
    unmount();
    render(
      <SearchResults
        query="футер"
        initialPages={[pageOf(1, 3, true)]}
        variants={[]}
        banners={[]}
      />,
    );
    expect(cards()[0]).toHaveTextContent('от 450 ₽/кг');
  });

  it('writes the price of goods sold by the metre per metre (issue #35)', () => {
    const metres = card(1, 'Лента киперная', { price: 35, unit: 'm' });
    render(
      <SearchResults
        query="лента"
        initialPages={[{ ...searchAnswer([metres], 1), query: { text: 'лента', corrected: null } }]}
        variants={[]}
        banners={[]}
      />,
    );
    expect(cards()[0]).toHaveTextContent('от 35 ₽/м');
    expect(cards()[0]).not.toHaveTextContent('кг');
  });

  it('tells the server, once, which search was made, so that it counts towards «Часто ищут» (issue #34)', async () => {
    // The calls of earlier tests' pages may still come in: this test counts its own query's.
    const said = () =>
      recorded.filter((form) => new URLSearchParams(form).get('search_element') === 'кулирак');
    const { rerender } = render(
      <SearchResults query="кулирак" initialPages={[pageOf(1, 3)]} variants={[]} banners={[]} />,
    );
    // The text as the page searched it: the server works out what that used (the correction).
    await vi.waitFor(() => expect(said()).toHaveLength(1));
    rerender(
      <SearchResults query="кулирак" initialPages={[pageOf(1, 3)]} variants={[]} banners={[]} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(said()).toHaveLength(1);
  });

  it('says nothing of a search that found nothing: it is never suggested', async () => {
    const { unmount } = render(
      <SearchResults query="zzqqxx" initialPages={[pageOf(1, 0)]} variants={[]} banners={[]} />,
    );
    unmount();
    // A page that found something, after it: once its call is in, the first's would be too.
    render(
      <SearchResults query="джерси" initialPages={[pageOf(1, 3)]} variants={[]} banners={[]} />,
    );
    await vi.waitFor(() => expect(recorded.join()).toContain(encodeURIComponent('джерси')));
    expect(recorded.filter((form) => form.includes('zzqqxx'))).toEqual([]);
  });

  it('says what it searched for when the typo was corrected, and marks the corrected words', () => {
    const page = { ...pageOf(1, 3), query: { text: 'интерлак', corrected: 'интерлок' } };
    page.catalog_list.elements = [card(1, 'Интерлок гладкий')];
    render(<SearchResults query="интерлак" initialPages={[page]} variants={[]} banners={[]} />);
    expect(screen.getByText('Показаны результаты по запросу «интерлок»')).toBeInTheDocument();
    expect(cards()[0]!.querySelector('mark')).toHaveTextContent('Интерлок');
  });
});
