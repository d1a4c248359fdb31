import { screen, within } from '@testing-library/react';
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

/** The panel as the page renders it for a URL's query. */
function renderAt(query: string) {
  const state = parseCatalogQuery(new URLSearchParams(query));
  return render(
    <CatalogNavigationProvider>
      <FilterPanel items={filterItems} state={state} path="/catalog/kulirka/" total={124} />
    </CatalogNavigationProvider>,
  );
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
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
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
    expect(screen.queryByRole('button', { name: 'Сбросить' })).not.toBeInTheDocument();
  });

  it('carries the number of active filters on its button and offers the listing it gives', async () => {
    renderAt(
      'smartFilter=' + encodeURIComponent('color-is-sinij/color-is-belyj/density-from-150/'),
    );
    const toggle = screen.getByRole('button', { name: 'Фильтр, выбрано: 3' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Показать 124 полотна' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
