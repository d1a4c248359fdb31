import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuickOrderPreview } from '@/lib/api/contract/quick-order';
import { QuickOrder } from '@/features/cart/components/quick-order';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/validation/idempotency-key';
import { newClient, withClient } from './fixtures';

const api = vi.hoisted(() => ({ quickOrderPreview: vi.fn(), quickOrderAdd: vi.fn() }));
vi.mock('@/features/cart/api/client', () => ({ basketApi: api }));

const line = (n: number, add: boolean, message = '') => ({
  line: n,
  source: `ДЖ-10${n} Белый 40`,
  article: `ДЖ-10${n}`,
  color: 'Белый',
  requested: 40,
  status: add ? ('ok' as const) : ('not_found' as const),
  add,
  product_id: add ? n : null,
  title: add ? `Джерси ${n}` : null,
  section: add ? 'Джерси' : null,
  quantity: add ? 40 : 0,
  step: add ? 20 : null,
  available: add ? 100 : null,
  price: add ? 500 : null,
  message,
});

const preview: QuickOrderPreview = {
  lines: [
    line(1, true),
    line(2, true, '50\u00a0кг → 40\u00a0кг: кратно 20\u00a0кг'),
    line(3, false, 'Артикул ДЖ-103 не найден'),
  ],
  items: ['1:40', '2:40'],
  count: 2,
  kg: 80,
  sum: 40_000,
  problems: 1,
  store: 'Склад Москва',
};

afterEach(() => vi.clearAllMocks());

describe('quick order on /cart/ (issue #21)', () => {
  it('pastes lines, shows what each becomes and why, then adds the good ones in one call', async () => {
    api.quickOrderPreview.mockResolvedValue(preview);
    api.quickOrderAdd.mockResolvedValue({ added: 2, lines: [] });
    const Wrapper = withClient(newClient());
    render(
      <Wrapper>
        <QuickOrder />
      </Wrapper>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Быстрый заказ' }));
    const check = screen.getByRole('button', { name: 'Проверить' });
    expect(check).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Строки заказа'), {
      target: { value: 'ДЖ-101 Белый 40\nДЖ-102 Белый 50\nДЖ-103 Белый 40' },
    });
    fireEvent.click(check);
    const region = await screen.findByRole('region', { name: 'Что будет добавлено' });
    expect(api.quickOrderPreview).toHaveBeenCalledWith({
      text: 'ДЖ-101 Белый 40\nДЖ-102 Белый 50\nДЖ-103 Белый 40',
      file: null,
    });
    expect(region).toHaveTextContent('50 кг → 40 кг: кратно 20 кг');
    expect(region).toHaveTextContent('Артикул ДЖ-103 не найден');
    const rows = within(region).getAllByRole('row');
    expect(rows[3]).toHaveTextContent('Не будет добавлено');
    fireEvent.click(within(region).getByRole('button', { name: 'Добавить 2 позиции' }));
    await waitFor(() =>
      expect(api.quickOrderAdd).toHaveBeenCalledWith(
        ['1:40', '2:40'],
        expect.stringMatching(IDEMPOTENCY_KEY_PATTERN),
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Что будет добавлено' })).toBeNull(),
    );
  });

  it("a double click on 'Добавить 2 позиции' adds once, and the button is busy meanwhile (issue #34)", async () => {
    api.quickOrderPreview.mockResolvedValue(preview);
    let release = () => {};
    api.quickOrderAdd.mockReturnValue(
      new Promise((resolve) => (release = () => resolve({ added: 2, lines: [] }))),
    );
    const Wrapper = withClient(newClient());
    render(
      <Wrapper>
        <QuickOrder defaultOpen />
      </Wrapper>,
    );
    fireEvent.change(screen.getByLabelText('Строки заказа'), {
      target: { value: 'ДЖ-101 Белый 40\nДЖ-102 Белый 50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    const region = await screen.findByRole('region', { name: 'Что будет добавлено' });
    const add = within(region).getByRole('button', { name: 'Добавить 2 позиции' });
    // What a browser dispatches for a double click, before any timer runs (Chromium handles
    // input first): the mutation's own `isPending` came too late to stop the second click.
    fireEvent.click(add, { detail: 1 });
    fireEvent.click(add, { detail: 2 });
    fireEvent.dblClick(add, { detail: 2 });
    await waitFor(() => expect(add).toHaveAttribute('aria-busy', 'true'));
    expect(add).toBeDisabled();
    expect(add).toHaveTextContent('Добавляем…');
    fireEvent.click(add, { detail: 1 });
    release();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Что будет добавлено' })).toBeNull(),
    );
    expect(api.quickOrderAdd).toHaveBeenCalledTimes(1);
    expect(api.quickOrderAdd).toHaveBeenCalledWith(
      ['1:40', '2:40'],
      expect.stringMatching(IDEMPOTENCY_KEY_PATTERN),
    );
  });
});
