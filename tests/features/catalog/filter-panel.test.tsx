import { act, screen, within } from '@testing-library/react';
import { render } from '../../support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from '@/features/catalog/components/filter-panel';
import { CatalogNavigationProvider } from '@/features/catalog/model/catalog-navigation';
import { parseCatalogQuery } from '@/lib/catalog/query-state';
import { filterItems } from './fixtures';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());

/** The form, a popover (issue #37): shown in the sidebar from 1101 px, a sheet below. */
const sheet = () => document.getElementById('catalog-filter')!;
const sheetOpen = () => sheet().matches(':popover-open');

/**
 * The panel as the page renders it for a URL's query, its sheet opened (jsdom has no layout: the
 * desktop's CSS that shows the closed form in the sidebar does not apply here).
 */
function renderAt(query: string, { open = true } = {}) {
  const state = parseCatalogQuery(new URLSearchParams(query));
  const rendered = render(
    <CatalogNavigationProvider>
      <FilterPanel items={filterItems} state={state} path="/catalog/kulirka/" total={124} />
    </CatalogNavigationProvider>,
  );
  // The sheet stays open from one listing to the next (a module's state, like a visit's): a
  // closed start is a new visit's.
  act(() => (open ? sheet().showPopover() : sheet().hidePopover()));
  return rendered;
}

/** The smart filter of the URL the panel navigated to. */
const pushedFilter = () => {
  const href = push.mock.lastCall?.[0] as string;
  return new URL(href, 'http://shop').searchParams.get('smartFilter');
};

describe('FilterPanel: the filter in the URL (storefront.md §3)', () => {
  it('writes a checked list value in the spec URL form and goes to page 1', async () => {
    renderAt('PAGEN_1=4&sort=new');
    await userEvent.click(screen.getByRole('checkbox', { name: /Белый/ }));
    expect(push).toHaveBeenCalledTimes(1);
    const href = push.mock.lastCall?.[0] as string;
    expect(href.startsWith('/catalog/kulirka/?')).toBe(true);
    expect(pushedFilter()).toBe('color-is-belyj/');
    expect(href).toContain('sort=new');
    expect(href).not.toContain('PAGEN_1');
  });

  it('writes a numeric range as {code}-from-{n}/{code}-to-{n}/', async () => {
    renderAt('');
    const group = screen.getByRole('group', { name: /Плотность/ });
    expect(within(group).getByText('MIN 140')).toBeInTheDocument();
    expect(within(group).getByText('MAX 195')).toBeInTheDocument();
    await userEvent.type(
      within(group).getByRole('textbox', { name: 'Плотность от' }),
      '150{Enter}',
    );
    expect(pushedFilter()).toBe('density-from-150/');
  });

  it('writes the price bounds as Russians do, with the rouble once in its legend (issue #17)', () => {
    const price = {
      id: 9,
      code: 'price',
      type: null,
      title: 'Цена',
      unit: '₽/кг',
      informer: null,
      values: [],
      range: {
        MIN: 829.99,
        MAX: 1250.5,
        availableMin: 829.99,
        availableMax: 1250.5,
        from: null,
        to: null,
      },
    };
    render(
      <CatalogNavigationProvider>
        <FilterPanel
          items={[price]}
          state={parseCatalogQuery(new URLSearchParams())}
          path="/catalog/"
          total={12}
        />
      </CatalogNavigationProvider>,
    );
    act(() => sheet().showPopover());
    const group = screen.getByRole('group', { name: 'Цена, ₽/кг' });
    expect(group).toHaveTextContent(/MIN 829,99\s*MAX 1\s250,5/);
    expect(within(group).getByRole('textbox', { name: 'Цена от' })).toHaveAttribute(
      'placeholder',
      '829,99',
    );
  });

  it('shows the state of the URL it was rendered for, and adds to it', async () => {
    renderAt(
      'smartFilter=' + encodeURIComponent('color-is-sinij/density-from-150/density-to-180/'),
    );
    expect(screen.getByRole('checkbox', { name: /Синий/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Белый/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Плотность от' })).toHaveValue('150');
    expect(screen.getByRole('textbox', { name: 'Плотность до' })).toHaveValue('180');
    await userEvent.click(screen.getByRole('checkbox', { name: /Рулон/ }));
    expect(pushedFilter()).toBe('color-is-sinij/density-from-150/density-to-180/packing-is-roll/');
  });

  it('unchecking the last value and Сбросить remove the filter', async () => {
    renderAt('smartFilter=color-is-sinij/');
    await userEvent.click(screen.getByRole('checkbox', { name: /Синий/ }));
    expect(pushedFilter()).toBeNull();
    // A link to the listing without a filter, which the script follows in place.
    const reset = screen.getByRole('link', { name: 'Сбросить' });
    expect(reset).toHaveAttribute('href', '/catalog/kulirka/');
    await userEvent.click(reset);
    expect(push.mock.lastCall?.[0]).toBe('/catalog/kulirka/');
  });

  it('disables a value no product matches', () => {
    renderAt('');
    expect(screen.getByRole('checkbox', { name: /Графит/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Белый/ })).toBeEnabled();
  });

  it('ignores a bad filter URL', () => {
    renderAt('smartFilter=' + encodeURIComponent('%%%/color-is-/density-from-abc/'));
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Плотность от' })).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Сбросить' })).not.toBeInTheDocument();
  });

  it('carries the number of active filters on its button and offers the listing it gives', async () => {
    renderAt(
      'smartFilter=' + encodeURIComponent('color-is-sinij/color-is-belyj/density-from-150/'),
      { open: false },
    );
    const toggle = screen.getByRole('button', { name: 'Фильтр, выбрано: 3' });
    expect(toggle).toHaveAttribute('popovertarget', 'catalog-filter');
    await userEvent.click(toggle);
    expect(sheetOpen()).toBe(true);
    // The page under the sheet does not scroll.
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Показать 124 полотна' }));
    expect(sheetOpen()).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(push).not.toHaveBeenCalled();
  });

  it('is a plain GET form to the listing without any script: named fields, the mark and the kept state (issue #37)', () => {
    renderAt('smartFilter=' + encodeURIComponent('color-is-sinij/') + '&stockCode=msk&sort=new');
    const form = screen.getByRole('form', { name: 'Фильтр' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/catalog/kulirka/');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toMatchObject({
      set_filter: 'y',
      stockCode: 'msk',
      sort: 'new',
      'is.color': 'sinij',
    });
    expect(screen.getByRole('textbox', { name: 'Плотность от' })).toHaveAttribute(
      'name',
      'from.density',
    );
    expect(screen.getByRole('button', { name: 'Показать 124 полотна' })).toHaveAttribute(
      'type',
      'submit',
    );
  });
});
