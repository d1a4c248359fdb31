import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/features/shell/providers/providers';
import { SearchForm } from '@/features/shell/components/search-form';
import { searchHandlers, type CallLog } from './fixtures';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/catalog/',
  useRouter: () => ({ push: router.push, replace: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
const calls: CallLog = [];
const server = setupServer(...searchHandlers(calls));
const searches = () => calls.filter((call) => call.startsWith('search?'));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets `ms` pass on the fake clock, running what became due and the promises behind it. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets the answers of the mocked API arrive (a few rounds of timers and promises). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await pass(5);
}

/**
 * The field, focused: the panel loads on first focus and shows the pre-search data. From here
 * on the clock is fake, so that the 900 ms pause can be measured.
 */
async function openField() {
  render(
    <Providers>
      <SearchForm id="header-search" variant="header" />
    </Providers>,
  );
  const searchbox = screen.getByRole('searchbox', { name: 'Поиск по каталогу' });
  act(() => searchbox.focus());
  // The panel's code loads on this first focus: give a busy machine time for it.
  await screen.findByRole('group', { name: 'Часто ищут' }, { timeout: 5_000 });
  // The panel reports its options to the field after it renders them (an effect, then the
  // field's own render): on a busy machine the group can be found between the two.
  const field = await screen.findByRole(
    'combobox',
    { name: 'Поиск по каталогу', expanded: true },
    { timeout: 5_000 },
  );
  vi.useFakeTimers();
  return field;
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('quick search panel (storefront.md §4, §9)', { timeout: 15_000 }, () => {
  it('shows often searched queries and collections before anything is typed', async () => {
    const field = await openField();
    const often = screen.getByRole('group', { name: 'Часто ищут' });
    expect(within(often).getByRole('option', { name: 'футер' })).toHaveAttribute(
      'href',
      '/search-result/?search=%D1%84%D1%83%D1%82%D0%B5%D1%80',
    );
    const collections = screen.getByRole('group', { name: 'Коллекции' });
    expect(within(collections).getByRole('option', { name: 'Осень-зима 2026' })).toHaveAttribute(
      'href',
      '/catalog/futer/osen-zima-2026/',
    );
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(searches()).toEqual([]);
  });

  it('looks up 3 characters only after a 900 ms pause, with 4 products and up to 3 variants', async () => {
    const field = await openField();
    type(field, 'фут');
    await pass(899);
    expect(searches()).toEqual([]);
    await pass(1);
    await settle();
    expect(searches()).toEqual(['search?фут&perPage=4']);
    expect(calls).toContain('variants?фут');

    const products = screen.getByRole('group', { name: 'Товары' });
    expect(within(products).getAllByRole('option')).toHaveLength(4);
    const variants = screen.getByRole('group', { name: 'Разделы и коллекции' });
    expect(
      within(variants)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Футер (фут)', 'Футер · Базовая (фут)', 'Футер · Меланж (фут)']);
    expect(screen.getByRole('option', { name: 'Все результаты (27)' })).toHaveAttribute(
      'href',
      '/search-result/?search=%D1%84%D1%83%D1%82',
    );
  });

  it('restarts the pause on every keystroke and looks up only the last text', async () => {
    const field = await openField();
    type(field, 'фут');
    await pass(500);
    type(field, 'футе');
    await pass(500);
    type(field, 'футер');
    await pass(899);
    expect(searches()).toEqual([]);
    await pass(1);
    await settle();
    expect(searches()).toEqual(['search?футер&perPage=4']);
  });

  it('never looks up fewer than 3 characters, and clears the results at once when the text gets shorter', async () => {
    const field = await openField();
    type(field, 'фу');
    await pass(3000);
    expect(searches()).toEqual([]);

    type(field, 'футер');
    await pass(900);
    await settle();
    expect(screen.getByRole('option', { name: /футер синий/ })).toBeInTheDocument();

    type(field, 'фу');
    expect(screen.queryByRole('group', { name: 'Товары' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /футер синий/ })).not.toBeInTheDocument();
    await settle();
    expect(screen.getByRole('group', { name: 'Часто ищут' })).toBeInTheDocument();
    expect(searches()).toEqual(['search?футер&perPage=4']);
  });

  it('answers a query typed again from the cache, without a second request', async () => {
    const field = await openField();
    type(field, 'футер');
    await pass(900);
    await settle();
    type(field, 'флис');
    await pass(900);
    await settle();
    expect(screen.getByRole('option', { name: /флис синий/ })).toBeInTheDocument();

    type(field, 'футер');
    await pass(900);
    await settle();
    expect(screen.getByRole('option', { name: /футер синий/ })).toBeInTheDocument();
    expect(searches()).toEqual(['search?футер&perPage=4', 'search?флис&perPage=4']);
    expect(calls.filter((call) => call === 'variants?футер')).toHaveLength(1);
  });

  it('marks the matched words and shows a price only where the API gave one', async () => {
    const field = await openField();
    type(field, 'футер');
    await pass(900);
    await settle();
    const options = within(screen.getByRole('group', { name: 'Товары' })).getAllByRole('option');
    const priced = options[0]!;
    const unpriced = options[1]!;
    expect(priced.querySelector('mark')).toHaveTextContent('футер');
    expect(priced).toHaveTextContent('от 450 ₽/кг');
    expect(unpriced).toHaveTextContent('Зарегистрируйтесь, чтобы узнать цену');
    expect(unpriced).not.toHaveTextContent('₽');
  });

  it('says "Ничего не нашлось" when nothing matches', async () => {
    server.use(
      http.get('*/api/v1/through_blocks/searchSectionsAndCollections', () =>
        HttpResponse.json({ status: 'success', data: { sections_and_collections: [] } }),
      ),
    );
    const field = await openField();
    type(field, 'нетничего');
    await pass(900);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Ничего не нашлось');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows nothing and breaks nothing when the search fails, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/v1/through_blocks/search', () =>
        HttpResponse.json({ status: 'error', message: 'Ошибка сервера' }, { status: 500 }),
      ),
      http.get('*/api/v1/through_blocks/searchSectionsAndCollections', () =>
        HttpResponse.json({ status: 'error', message: 'Ошибка сервера' }, { status: 500 }),
      ),
    );
    const field = await openField();
    type(field, 'футер');
    await pass(900);
    await settle();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('Ничего не нашлось');
    expect(log).toHaveBeenCalledWith(
      '[search] search failed',
      expect.objectContaining({ text: 'футер' }),
      expect.anything(),
    );
    // The field still works: the text stays and the form can be sent.
    expect(field).toHaveValue('футер');
  });
});

describe('quick search keyboard (combobox with a listbox)', { timeout: 15_000 }, () => {
  async function withResults() {
    const field = await openField();
    type(field, 'футер');
    await pass(900);
    await settle();
    return field;
  }
  const active = (field: HTMLElement) => {
    const id = field.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id) : null;
  };

  it('moves through the options with the arrow keys, wrapping at both ends', async () => {
    const field = await withResults();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3 + 4 + 1);
    expect(active(field)).toBeNull();

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(active(field)).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(active(field)).toBe(options[1]);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(active(field)).toBe(options.at(-1));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(active(field)).toBe(options[0]);
    // Focus never leaves the field.
    expect(document.activeElement).toBe(field);
  });

  it('opens the active option with Enter', async () => {
    const field = await withResults();
    const product = within(screen.getByRole('group', { name: 'Товары' })).getAllByRole(
      'option',
    )[0]!;
    const opened: string[] = [];
    product.addEventListener('click', (event) => {
      event.preventDefault();
      opened.push(product.getAttribute('href') ?? '');
    });
    for (let i = 0; i < 4; i += 1) fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(active(field)).toBe(product);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(opened).toEqual(['/catalog/futer/product-1/']);
  });

  it('closes the panel with Escape and opens it again with an arrow key', async () => {
    const field = await withResults();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(field).toHaveValue('футер');

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  it('submits the text to the results page in place, closing the panel', async () => {
    const field = await withResults();
    router.push.mockClear();
    fireEvent.submit(screen.getByRole('search'));
    expect(router.push).toHaveBeenCalledWith(
      `/search-result/?search=${encodeURIComponent('футер')}`,
    );
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});
