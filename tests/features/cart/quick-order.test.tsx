import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuickOrderPreview } from '@/lib/api/contract/quick-order';
import { QuickOrder } from '@/features/cart/components/quick-order';
import { ApiError } from '@/lib/api/errors';
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
  unit: 'kg' as const,
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

  it('says the quantities of goods in metres or pieces with their unit (issue #35)', async () => {
    api.quickOrderPreview.mockResolvedValue({
      ...preview,
      lines: [
        line(1, true),
        {
          ...line(2, true, '1,5\u00a0шт → 1\u00a0шт: только целые штуки'),
          unit: 'pcs' as const,
          quantity: 1,
        },
        { ...line(4, true), unit: 'm' as const, quantity: 2.5 },
      ],
      items: ['1:40', '2:1', '4:2.5'],
      count: 3,
      kg: 40,
    });
    const Wrapper = withClient(newClient());
    render(
      <Wrapper>
        <QuickOrder defaultOpen />
      </Wrapper>,
    );
    fireEvent.change(screen.getByLabelText('Строки заказа'), { target: { value: 'x 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    const region = await screen.findByRole('region', { name: 'Что будет добавлено' });
    const read = (element: HTMLElement) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(read(within(region).getByRole('status'))).toContain(
      '3 позиции, 40 кг, 2,5 м, 1 шт на сумму 40 000 ₽',
    );
    const rows = within(region).getAllByRole('row');
    expect(within(rows[0]!).getByRole('columnheader', { name: 'Количество' })).toBeInTheDocument();
    expect(read(rows[1]!)).toContain('40 кг');
    expect(read(rows[2]!)).toContain('1 шт');
    expect(read(rows[2]!)).toContain('1,5 шт → 1 шт: только целые штуки');
    expect(read(rows[3]!)).toContain('2,5 м');
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

  it('is one heading whose button opens and closes the panel, not a heading and a toggle saying the same (issue #34)', () => {
    const Wrapper = withClient(newClient());
    render(
      <Wrapper>
        <QuickOrder />
      </Wrapper>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Быстрый заказ' });
    const toggle = within(heading).getByRole('button', { name: 'Быстрый заказ' });
    expect(screen.getAllByText('Быстрый заказ')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Быстрый заказ' })).toContainElement(heading);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Строки заказа')).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Строки заказа')).toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Строки заказа')).not.toBeVisible();
  });

  describe("the file field is the shop's (issue #34)", () => {
    const open = () => {
      const Wrapper = withClient(newClient());
      render(
        <Wrapper>
          <QuickOrder defaultOpen />
        </Wrapper>,
      );
      return screen.getByLabelText(/^Файл CSV или XLSX/) as HTMLInputElement;
    };
    const choose = (input: HTMLInputElement, file: File) =>
      fireEvent.change(input, { target: { files: [file] } });
    const csv = (name = 'order.csv') => new File(['ДЖ-101;Белый;40\n'], name, { type: 'text/csv' });
    const big = () =>
      new File([new Uint8Array(1024 * 1024 + 1).fill(65)], 'big.csv', { type: 'text/csv' });

    it("says 'Прикрепить файл' in Russian, hides the browser's control and lists the chosen file", () => {
      const input = open();
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveClass('visually-hidden');
      expect(input.accept).toContain('.csv');
      expect(input.accept).toContain('.xlsx');
      const attach = screen.getByRole('button', { name: 'Прикрепить файл' });
      choose(input, csv());
      expect(screen.getByText('order.csv')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Удалить order.csv' })).toBeVisible();
      expect(attach).toHaveTextContent('Выбрать другой файл');
      expect(screen.getByRole('button', { name: 'Проверить' })).toBeEnabled();
    });

    it("refuses a file over 1 MB on choosing, under the field, and the previous file's preview goes with it", async () => {
      api.quickOrderPreview.mockResolvedValue(preview);
      const input = open();
      choose(input, csv());
      fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
      await screen.findByRole('region', { name: 'Что будет добавлено' });
      expect(api.quickOrderPreview).toHaveBeenCalledWith({ text: '', file: expect.any(File) });

      choose(input, big());
      // The server's words, under the field and tied to it.
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Файл больше 1 МБ');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input.getAttribute('aria-describedby')).toBe(alert.id);
      // Nothing of the previous file is left: neither its preview nor the file itself.
      expect(screen.queryByRole('region', { name: 'Что будет добавлено' })).toBeNull();
      expect(screen.queryByText('order.csv')).toBeNull();
      expect(screen.getByRole('button', { name: 'Проверить' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Прикрепить файл' })).toBeVisible();
      expect(api.quickOrderPreview).toHaveBeenCalledTimes(1);

      // A good file again clears the refusal.
      choose(input, csv('again.csv'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByText('again.csv')).toBeVisible();
    });

    it("refuses a file of another kind and an empty one in the server's words", () => {
      const input = open();
      choose(input, new File(['MZ'], 'fake.exe'));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Файл не распознан: загрузите CSV (UTF-8 или Windows-1251) или XLSX',
      );
      choose(input, new File(['x'], 'old.xls'));
      expect(screen.getByRole('alert')).toHaveTextContent(/^Не удалось прочитать файл XLSX/);
      choose(input, new File([], 'empty.csv'));
      expect(screen.getByRole('alert')).toHaveTextContent('Файл пустой');
      choose(input, new File(['ДЖ-101\tБелый\t40'], 'list.txt'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(api.quickOrderPreview).not.toHaveBeenCalled();
    });

    it("shows the server's refusal of the file's content under the field", async () => {
      const message =
        'Не удалось прочитать файл XLSX: сохраните его в Excel заново или загрузите CSV';
      api.quickOrderPreview.mockRejectedValue(new ApiError(400, message, { file: message }));
      const input = open();
      choose(input, new File(['PK\u0003\u0004'], 'order.xlsx'));
      fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    });

    it('shows no preview of a file replaced while it was being checked', async () => {
      let answer = (_: QuickOrderPreview) => {};
      api.quickOrderPreview.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const input = open();
      choose(input, csv());
      fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
      choose(input, big());
      answer(preview);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Проверить' })).toBeDisabled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('region', { name: 'Что будет добавлено' })).toBeNull();
    });
  });
});
