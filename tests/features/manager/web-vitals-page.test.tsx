import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StaffBar } from '@/features/manager/components/staff-bar';
import { HeadOnly } from '@/features/manager/components/refused';
import { WebVitalsPage } from '@/features/manager/components/web-vitals-page';
import { webVitalsTexts } from '@/features/manager/web-vitals-texts';
import type { Staff } from '@/lib/api/contract/manager';
import {
  webVitalThresholds,
  type WebVitalsRow,
  type WebVitalsSummary,
} from '@/lib/api/contract/web-vitals';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/manager/web-vitals/',
  useSearchParams: () => new URLSearchParams(),
}));

const thresholds: WebVitalsSummary['thresholds'] = {
  LCP: [...webVitalThresholds.LCP],
  INP: [...webVitalThresholds.INP],
  CLS: [...webVitalThresholds.CLS],
  TTFB: [...webVitalThresholds.TTFB],
};

const productPhone: WebVitalsRow = {
  page: 'product',
  device: 'phone',
  views: 1234,
  metrics: {
    LCP: { p75: 1834, count: 1200, rating: 'good' },
    INP: { p75: 320, count: 12, rating: 'needs-improvement' },
    CLS: { p75: 0.312, count: 1190, rating: 'poor' },
    TTFB: { p75: 120.4, count: 1234, rating: 'good' },
  },
};

const homeDesktop: WebVitalsRow = {
  page: 'home',
  device: 'desktop',
  views: 3,
  metrics: {
    LCP: { p75: 4200, count: 3, rating: 'poor' },
    CLS: { p75: 0.05, count: 1, rating: 'good' },
  },
};

const summary = (day: WebVitalsRow[], month: WebVitalsRow[]): WebVitalsSummary => ({
  windows: [
    { days: 1, rows: day },
    { days: 28, rows: month },
  ],
  thresholds,
});

/** The cells of one row, by its header's words (page type, then device). */
function rowOf(table: HTMLElement, header: string) {
  return within(table).getByRole('rowheader', { name: header }).closest('tr')!;
}

describe('the head’s «Скорость сайта у посетителей» (issue #37)', () => {
  it('shows each window’s p75 per page type and device, with its rating in words', () => {
    render(
      <WebVitalsPage data={summary([productPhone], [productPhone, homeDesktop])} sampleEvery={4} />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Скорость сайта у посетителей' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/примерно один просмотр из 4/)).toBeInTheDocument();

    const day = screen.getByRole('region', { name: 'За сутки' });
    const month = screen.getByRole('region', { name: 'За 28 дней' });
    expect(within(day).getAllByRole('row')).toHaveLength(2); // the head and one row
    expect(within(month).getAllByRole('row')).toHaveLength(3);

    const product = rowOf(day, 'Карточка товара Телефон');
    const cells = within(product).getAllByRole('cell');
    // Views with the Russian thousands' space; seconds and milliseconds; CLS with two decimals.
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '1\u00a0234',
      '1,8 схорошо1\u00a0200 замеров',
      '320 мстребует улучшения12 замеров',
      '0,31плохо1\u00a0190 замеров',
      '120 мсхорошо1\u00a0234 замера',
    ]);

    const home = rowOf(month, 'Главная Компьютер');
    const homeCells = within(home).getAllByRole('cell');
    expect(within(homeCells[1]!).getByText('4,2 с')).toBeInTheDocument();
    expect(within(homeCells[1]!).getByText('плохо')).toBeInTheDocument();
    // No interaction measured: said in words, not left blank.
    expect(within(homeCells[2]!).getByText('нет данных')).toBeInTheDocument();
    expect(within(homeCells[3]!).getByText('0,05')).toBeInTheDocument();
    expect(within(homeCells[3]!).getByText('1 замер')).toBeInTheDocument();
  });

  it('gives the thresholds of every rating in its legend', () => {
    render(<WebVitalsPage data={summary([productPhone], [productPhone])} sampleEvery={4} />);
    const legend = screen.getByRole('region', { name: 'Что значат показатели' });
    expect(
      within(legend).getByText(
        'хорошо — до 2,5 с, требует улучшения — до 4,0 с, плохо — больше 4,0 с',
      ),
    ).toBeInTheDocument();
    expect(
      within(legend).getByText(
        'хорошо — до 200 мс, требует улучшения — до 500 мс, плохо — больше 500 мс',
      ),
    ).toBeInTheDocument();
    expect(
      within(legend).getByText(
        'хорошо — до 0,10, требует улучшения — до 0,25, плохо — больше 0,25',
      ),
    ).toBeInTheDocument();
    expect(
      within(legend).getByText(
        'хорошо — до 800 мс, требует улучшения — до 1,8 с, плохо — больше 1,8 с',
      ),
    ).toBeInTheDocument();
  });

  it('says that no report has come yet, with no empty tables', () => {
    render(<WebVitalsPage data={summary([], [])} sampleEvery={4} />);
    expect(screen.getByText(/^Отчётов ещё нет/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    // The legend still explains what will be shown.
    expect(screen.getByRole('region', { name: 'Что значат показатели' })).toBeInTheDocument();
  });

  it('says so for a window without reports when the other has some', () => {
    render(<WebVitalsPage data={summary([], [homeDesktop])} sampleEvery={4} />);
    const day = screen.getByRole('heading', { name: 'За сутки' }).closest('section')!;
    expect(within(day).getByText('За это время отчётов не было.')).toBeInTheDocument();
    expect(within(day).queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'За сутки' })).toBeNull();
    expect(screen.getByRole('region', { name: 'За 28 дней' })).toContainElement(
      screen.getByRole('table'),
    );
  });

  it('tells a manager that the page is the head’s', () => {
    render(<HeadOnly texts={webVitalsTexts.headOnly} />);
    expect(
      screen.getByRole('heading', { name: 'Раздел доступен только руководителю' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К заявкам' })).toHaveAttribute('href', '/manager/');
  });
});

describe('the link to it in the staff bar', () => {
  const staff = (role: Staff['role']): Staff => ({
    id: 1,
    name: 'Ольга Руденко',
    email: 'head@selvedge.local',
    role,
    role_name: role === 'head' ? 'Руководитель' : 'Менеджер',
    warehouses: [],
    overdue: 0,
  });

  it('is the head’s, marked as the current page there', () => {
    render(<StaffBar staff={staff('head')} />);
    const link = screen.getByRole('link', { name: 'Скорость сайта' });
    expect(link).toHaveAttribute('href', '/manager/web-vitals/');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Заявки' })).not.toHaveAttribute('aria-current');
  });

  it('is not a manager’s', () => {
    render(<StaffBar staff={staff('manager')} />);
    expect(screen.queryByRole('link', { name: 'Скорость сайта' })).toBeNull();
  });
});
