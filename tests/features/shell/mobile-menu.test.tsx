import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../support/render';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Header } from '@/features/shell/components/header';
import { loadHeaderIslands } from '@/features/shell/components/header-islands';
import { headerData } from './fixtures';

// next.config.ts sets trailingSlash; the build inlines it for next/link, a test says it here.

vi.mock('next/navigation', () => ({
  usePathname: () => '/about/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
// The burger's code comes after the page (issue #22); these tests are about the menu once it has.
beforeAll(() => loadHeaderIslands());

const locked = () => document.documentElement.style.overflow === 'hidden';

describe('mobile menu (storefront.md §2 "Header")', () => {
  it('opens from the burger with catalogue, search, navigation, phone and social links, and locks the page', async () => {
    const user = userEvent.setup();
    render(<Header data={headerData} hasSession={false} />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));

    // The panel's content loads on the first opening (issue #22).
    const menu = (await screen.findByRole('navigation', { name: 'Меню' }))
      .parentElement as HTMLElement;
    expect(within(menu).getByRole('link', { name: /Каталог/ })).toHaveAttribute(
      'href',
      '/catalog/',
    );
    expect(within(menu).getByRole('searchbox', { name: 'Поиск по каталогу' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /\+7 \(495\) 120-45-67/ })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /ВКонтакте/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(locked()).toBe(true);
    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'light');

    // A submenu expands in place.
    const buyers = within(menu).getByRole('button', { name: 'Покупателям' });
    await user.click(buyers);
    expect(buyers).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Оплата и доставка' })).toBeInTheDocument();
  });

  it('a submenu leads to its section once: “Перейти в раздел” only when no link below goes there (issue #34)', async () => {
    const user = userEvent.setup();
    const [first, about, ...rest] = headerData.menu;
    const withOwnLink = {
      ...about!,
      submenu: [
        { ...about!.submenu[0]!, id: 13, title: 'О компании', link: '/about/' },
        ...about!.submenu,
      ],
    };
    const data = { ...headerData, menu: [first!, withOwnLink, ...rest] };
    render(<Header data={data} hasSession={false} />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const menu = (await screen.findByRole('navigation', { name: 'Меню' })) as HTMLElement;
    await user.click(within(menu).getByRole('button', { name: 'О компании' }));
    const toAbout = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/about/');
    expect(toAbout.map((link) => link.textContent)).toEqual(['О компании']);
    expect(within(menu).queryByText(/Перейти в раздел/)).toBeNull();
  });

  it('without such a link the submenu offers its section’s page first', async () => {
    const user = userEvent.setup();
    render(<Header data={headerData} hasSession={false} />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const menu = (await screen.findByRole('navigation', { name: 'Меню' })) as HTMLElement;
    await user.click(within(menu).getByRole('button', { name: 'О компании' }));
    expect(
      within(menu).getByRole('link', { name: 'Перейти в раздел «О компании»' }),
    ).toHaveAttribute('href', '/about/');
  });

  it('lists the catalogue sections under the catalogue link', async () => {
    const user = userEvent.setup();
    const sections = [
      {
        id: 1,
        title: 'Футер',
        slug: 'futer',
        page_url: '/catalog/futer/',
        picture: null,
        elementCount: 3,
        collections: [],
      },
      {
        id: 2,
        title: 'Кулирка',
        slug: 'kulirka',
        page_url: '/catalog/kulirka/',
        picture: null,
        elementCount: 2,
        collections: [],
      },
    ];
    render(<Header data={headerData} hasSession={false} catalogSections={sections} />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const list = await screen.findByRole('list', { name: 'Разделы каталога' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/catalog/futer/', '/catalog/kulirka/']);
    expect(within(list).getByRole('link', { name: 'Футер' })).toBeInTheDocument();
  });

  it('closes on Escape, gives focus back to the burger and unlocks the page', async () => {
    const user = userEvent.setup();
    render(<Header data={headerData} hasSession={false} />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await user.keyboard('{Escape}');
    const burger = screen.getByRole('button', { name: 'Открыть меню' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
    expect(locked()).toBe(false);
  });

  it('closes when one of its links is followed', async () => {
    const user = userEvent.setup();
    render(<Header data={headerData} hasSession={false} />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const menu = await screen.findByRole('navigation', { name: 'Меню' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Пресс-центр' }));
    expect(screen.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(locked()).toBe(false);
  });
});
