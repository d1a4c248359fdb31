import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTabs } from '@/features/manager/components/status-tabs';

const names = { new: 'Новый', shipped: 'Отгружен' } as const;

describe('the workspace’s status tabs (issue #20)', () => {
  it('counts each status, links it, and marks the current one', () => {
    render(
      <StatusTabs
        label="Статус"
        allLabel="Все"
        statuses={['new', 'shipped'] as const}
        names={names}
        counts={{ all: 7, new: 4 }}
        current="new"
        href={(status) => `/manager/orders/${status ? `?status=${status}` : ''}`}
      />,
    );
    const tabs = screen.getByRole('navigation', { name: 'Статус' });
    expect(screen.getByRole('link', { name: 'Все 7' })).toHaveAttribute('href', '/manager/orders/');
    const current = screen.getByRole('link', { name: 'Новый 4' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/manager/orders/?status=new');
    // A status without orders reads 0, not nothing.
    expect(screen.getByRole('link', { name: 'Отгружен 0' })).not.toHaveAttribute('aria-current');
    expect(tabs).toBeInTheDocument();
  });
});
