import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StaffBar } from '@/features/manager/components/staff-bar';
import type { Staff } from '@/lib/api/contract/manager';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/manager/requests/5/',
  useSearchParams: () => new URLSearchParams(),
}));

const staff = (overdue: number): Staff => ({
  id: 7,
  name: 'Андрей Орлов',
  email: 'manager.msk@selvedge.local',
  role: 'manager',
  role_name: 'Менеджер',
  warehouses: [{ xml_id: 'msk', title: 'Склад Москва' }],
  overdue,
});

describe('the staff bar of every /manager/ page (issue #20)', () => {
  it('shows the overdue count as a link to the queue filtered by overdue', () => {
    render(<StaffBar staff={staff(3)} />);
    const badge = screen.getByRole('link', { name: 'Просрочено: 3' });
    expect(badge).toHaveAttribute('href', '/manager/?overdue=1');
  });

  it('shows no badge when nothing is overdue', () => {
    render(<StaffBar staff={staff(0)} />);
    expect(screen.queryByRole('link', { name: /Просрочено/ })).toBeNull();
    expect(screen.getByText('Андрей Орлов')).toBeInTheDocument();
  });
});
