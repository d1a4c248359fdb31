import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingToolbarIsland } from '@/features/catalog/components/listing-islands';
import { ListingToolbar } from '@/features/catalog/components/listing-toolbar';
import { ListingToolbarView } from '@/features/catalog/components/listing-toolbar-view';
import { CatalogNavigationProvider } from '@/features/catalog/model/catalog-navigation';
import type { StoreXmlAndName } from '@/lib/api/contract';
import { catalogHref, parseCatalogQuery } from '@/lib/catalog/query-state';
import { getGuestStock, setGuestStock } from '@/lib/stores/guest-stock';
import { render } from '../../support/render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const stores: StoreXmlAndName = [
  { id: 1, title: 'Москва', xmlId: 'msk', filterValue: 21 },
  { id: 2, title: 'Санкт-Петербург', xmlId: 'spb', filterValue: 22 },
];
const path = '/catalog/kulirka/';
const filtered = `smartFilter=${encodeURIComponent('color-is-sinij/')}`;

beforeEach(() => push.mockClear());
afterEach(() => {
  localStorage.clear();
  document.cookie = 'session_auth=; max-age=0; path=/';
});

/** The toolbar's props for a URL's query, as the listing passes them. */
const propsAt = (query: string) => ({
  path,
  state: parseCatalogQuery(new URLSearchParams(query)),
  stores,
  total: '124 полотна',
  pricesVisible: true,
});

/** The server's rendering: the markup without the toolbar's code. */
function ServerView({ query }: { query: string }) {
  const { state, ...props } = propsAt(query);
  return (
    <ListingToolbarView
      {...props}
      sort={state.sort}
      stockCode={state.stockCode}
      filter={state.filter}
    />
  );
}

const renderLive = (query: string) =>
  render(
    <CatalogNavigationProvider>
      <ListingToolbar {...propsAt(query)} />
    </CatalogNavigationProvider>,
  );

const warehouse = () => screen.getByRole('combobox', { name: 'Склад' });
const sorting = () => screen.getByRole('combobox', { name: 'Сортировка' });
const formOf = (control: HTMLElement) => control.closest('form')!;
/** What the form sends, as the page reads it. */
const sent = (form: HTMLFormElement) =>
  new URLSearchParams(
    [...new FormData(form)].map(([name, value]) => [name, String(value)] as [string, string]),
  );

describe('ListingToolbar before its script (issue #37)', () => {
  it('is a GET form to the listing: the warehouse, the sort and the filter, from page 1', () => {
    render(<ServerView query={`${filtered}&stockCode=21&sort=new&PAGEN_1=3`} />);
    const form = formOf(warehouse());
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', path);
    // The filter value 21 is shown as the warehouse it names.
    expect(warehouse()).toHaveValue('msk');
    expect(Object.fromEntries(sent(form))).toEqual({
      stockCode: 'msk',
      sort: 'new',
      smartFilter: 'color-is-sinij/',
    });
    const show = screen.getByRole('button', { name: 'Показать' });
    expect(show).toHaveAttribute('type', 'submit');
    expect(formOf(show)).toBe(form);
  });

  it('sends the visitor’s choice, and "Все склады" with the default sort is the plain listing', async () => {
    render(<ServerView query="stockCode=msk&sort=new" />);
    await userEvent.selectOptions(warehouse(), 'Все склады');
    await userEvent.selectOptions(sorting(), 'По популярности');
    const query = sent(formOf(warehouse()));
    // An empty stockCode is what the browser sends for 'Все склады': read as none.
    expect(query.get('stockCode')).toBe('');
    expect(catalogHref(path, parseCatalogQuery(query))).toBe(path);

    await userEvent.selectOptions(warehouse(), 'Санкт-Петербург');
    await userEvent.selectOptions(sorting(), 'Сначала дешевле');
    expect(catalogHref(path, parseCatalogQuery(sent(formOf(warehouse()))))).toBe(
      `${path}?stockCode=spb&sort=price_asc`,
    );
  });
});

describe('ListingToolbar with its script', () => {
  it('has no "Показать" and applies a choice at once, from page 1, keeping the filter', async () => {
    renderLive(`${filtered}&sort=new&PAGEN_1=3`);
    expect(screen.queryByRole('button', { name: 'Показать' })).not.toBeInTheDocument();
    await userEvent.selectOptions(warehouse(), 'Санкт-Петербург');
    expect(push).toHaveBeenLastCalledWith(`${path}?${filtered}&stockCode=spb&sort=new`, {
      scroll: false,
    });
    await userEvent.selectOptions(sorting(), 'Сначала дороже');
    expect(push).toHaveBeenLastCalledWith(`${path}?${filtered}&sort=price_desc`, {
      scroll: false,
    });
    expect(push).toHaveBeenCalledTimes(2);
  });

  it('keeps the warehouse of the address as a guest’s own once it is live', () => {
    // Chosen with no script: the form was sent before the code that keeps it came.
    setGuestStock('msk');
    renderLive('stockCode=22');
    expect(getGuestStock()).toBe('spb');
  });

  it('leaves the guest’s warehouse alone for an address without one, and for a buyer', () => {
    setGuestStock('msk');
    const first = renderLive('sort=new');
    expect(getGuestStock()).toBe('msk');
    first.unmount();

    localStorage.clear();
    document.cookie = 'session_auth=1; path=/';
    renderLive('stockCode=spb');
    expect(getGuestStock()).toBeNull();
  });

  it('applies the choices a visitor made before its code came', async () => {
    const page = (query: string) => (
      <CatalogNavigationProvider>
        <ListingToolbarIsland {...propsAt(query)}>
          <ServerView query={query} />
        </ListingToolbarIsland>
      </CatalogNavigationProvider>
    );
    const { rerender } = render(page(`${filtered}&PAGEN_1=2`));
    fireEvent.change(warehouse(), { target: { value: 'spb' } });
    fireEvent.change(sorting(), { target: { value: 'new' } });
    expect(push).not.toHaveBeenCalled();

    fireEvent.pointerOver(sorting());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Показать' })).not.toBeInTheDocument(),
    );
    // Both choices reach the address: the second does not undo the first.
    await waitFor(() =>
      expect(push).toHaveBeenLastCalledWith(`${path}?${filtered}&stockCode=spb&sort=new`, {
        scroll: false,
      }),
    );
    expect(getGuestStock()).toBe('spb');
    // The server's answer for that address: the selects show what the URL says.
    rerender(page(new URL(push.mock.lastCall![0] as string, 'http://shop').search.slice(1)));
    expect(warehouse()).toHaveValue('spb');
    expect(sorting()).toHaveValue('new');
  });
});
