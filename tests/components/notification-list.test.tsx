import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationList } from '@/components/notifications';
import { clearNotifications, notify, NOTIFICATION_DURATION_MS } from '@/lib/stores/notifications';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => clearNotifications());
  vi.useRealTimers();
});

describe('notifications (storefront.md §4, §9)', () => {
  it('announces a notification and closes it after 3000 ms', () => {
    render(<NotificationList />);
    act(() => {
      notify({ type: 'success', title: 'Данные успешно сохранены' });
    });
    expect(
      within(screen.getByRole('status')).getByText('Данные успешно сохранены'),
    ).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1));
    expect(screen.getByText('Данные успешно сохранены')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Данные успешно сохранены')).toBeNull();
  });

  it('shows at most 4: a fifth pushes the oldest out', () => {
    render(<NotificationList />);
    act(() => {
      for (let n = 1; n <= 5; n += 1) notify({ type: 'info', title: `Сообщение ${n}` });
    });
    expect(screen.queryByText('Сообщение 1')).toBeNull();
    for (let n = 2; n <= 5; n += 1) expect(screen.getByText(`Сообщение ${n}`)).toBeInTheDocument();
  });

  it('shows the type and the text, and closes on its button', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<NotificationList />);
    act(() => {
      notify({ type: 'error', title: 'Ошибка сервера', content: 'Попробуйте ещё раз' });
    });
    const item = screen.getByText('Ошибка сервера').closest('[data-type]');
    expect(item).toHaveAttribute('data-type', 'error');
    expect(screen.getByText('Попробуйте ещё раз')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByText('Ошибка сервера')).toBeNull();
  });
});
