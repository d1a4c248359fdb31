import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopularSearchesPage } from '@/features/manager/components/popular-searches';
import { StaffBar } from '@/features/manager/components/staff-bar';
import type { PopularSearches, PopularSearchItem } from '@/lib/api/contract/popular-searches';
import { stubApi, success } from '../account/api-stub';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, push: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/manager/searches/',
  useSearchParams: () => new URLSearchParams(),
}));

const item = (id: number, text: string, extra: Partial<PopularSearchItem> = {}) => ({
  id,
  text,
  searchers: 3,
  hits: 12,
  last_searched_at: '2026-11-23T09:30:00.000Z',
  shown: true,
  ...extra,
});

const data = (extra: Partial<PopularSearches> = {}): PopularSearches => ({
  min_searchers: 3,
  days: 30,
  shown_max: 8,
  fallback: false,
  pinned: [item(1, 'кулирка', { searchers: 0, last_searched_at: null })],
  candidates: [
    item(2, 'интерлок', { searchers: 4 }),
    item(3, 'джерси', { searchers: 1, shown: false }),
  ],
  blocked: [item(4, 'флис', { searchers: 5, shown: false })],
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockClear();
});

const section = (title: string) => screen.getByRole('heading', { name: title }).nextElementSibling!;

describe('the often searched queries in the workspace (issue #34)', () => {
  it('lists pinned, searched and hidden queries with people, products found and the last search', () => {
    render(<PopularSearchesPage data={data()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Поисковые подсказки' })).toBeVisible();
    expect(screen.getByText(/не меньше 3 разных посетителей/)).toBeInTheDocument();
    const searched = section('Что ищут посетители');
    const rows = within(searched as HTMLElement)
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('интерлок');
    expect(within(rows[0]!).getByText('4')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('показывается');
    expect(rows[1]).toHaveTextContent('джерси');
    expect(rows[1]).toHaveTextContent('нет');
    const pinned = section('Закреплённые') as HTMLElement;
    expect(pinned).toHaveTextContent('кулирка');
    expect(pinned).toHaveTextContent('не искали');
    expect(within(pinned).getByRole('button', { name: 'Открепить «кулирка»' })).toBeEnabled();
    const hidden = section('Скрытые') as HTMLElement;
    expect(within(hidden).getByRole('button', { name: 'Вернуть «флис»' })).toBeEnabled();
    expect(screen.queryByText(/видят разделы каталога/)).toBeNull();
  });

  it('says the sections are shown while nothing qualifies', () => {
    render(<PopularSearchesPage data={data({ fallback: true, pinned: [], candidates: [] })} />);
    expect(screen.getByText(/посетители видят разделы каталога/)).toBeInTheDocument();
    expect(screen.getByText('Закреплённых запросов нет')).toBeInTheDocument();
  });

  it('hides a query with one call, then renders again', async () => {
    const user = userEvent.setup();
    const api = stubApi((call) =>
      call.path === '/manager/search-queries/2/'
        ? success(data(), 'Запрос скрыт из подсказок')
        : undefined,
    );
    render(<PopularSearchesPage data={data()} />);
    await user.click(screen.getByRole('button', { name: 'Скрыть «интерлок»' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(Object.fromEntries(api.posts('/manager/search-queries/2/')[0]!.form)).toEqual({
      action: 'block',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Запрос скрыт из подсказок');
  });

  it('pins a query of the manager’s own, and empties the field', async () => {
    const user = userEvent.setup();
    const api = stubApi((call) =>
      call.path === '/manager/search-queries/' ? success(data()) : undefined,
    );
    render(<PopularSearchesPage data={data()} />);
    const submit = screen.getByRole('button', { name: 'Закрепить' });
    expect(submit).toBeDisabled();
    const field = screen.getByLabelText('Свой запрос');
    await user.type(field, 'Футер 3 нитка');
    await user.click(submit);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(Object.fromEntries(api.posts('/manager/search-queries/')[0]!.form)).toEqual({
      text: 'Футер 3 нитка',
    });
    expect(field).toHaveValue('');
  });

  it('shows the server’s refusal under the field and keeps the text', async () => {
    const user = userEvent.setup();
    stubApi(() => ({
      status: 400,
      body: {
        status: 'error',
        message: 'По запросу «zzqq» ничего не находится',
        errors: { text: 'По запросу «zzqq» ничего не находится' },
      },
    }));
    render(<PopularSearchesPage data={data()} />);
    const field = screen.getByLabelText('Свой запрос');
    await user.type(field, 'zzqq');
    await user.click(screen.getByRole('button', { name: 'Закрепить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'По запросу «zzqq» ничего не находится',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('zzqq');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('is reached from the staff bar of every workspace page', () => {
    render(
      <StaffBar
        staff={{
          id: 7,
          name: 'Андрей Орлов',
          email: 'manager.msk@selvedge.local',
          role: 'manager',
          role_name: 'Менеджер',
          warehouses: [{ xml_id: 'msk', title: 'Склад Москва' }],
          overdue: 0,
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Поисковые подсказки' });
    expect(link).toHaveAttribute('href', '/manager/searches/');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Заявки' })).not.toHaveAttribute('aria-current');
  });
});
