import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../support/render';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/features/shell/components/header';
import { HeaderBehaviour } from '@/features/shell/components/header-behaviour';
import { loadHeaderIslands } from '@/features/shell/components/header-islands';
import { MOBILE_MENU_ID } from '@/features/shell/components/mobile-menu-view';
import type { HeaderData } from '@/lib/api/contract';
import { headerData } from './fixtures';

const navigation = vi.hoisted(() => ({ pathname: '/about/' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
beforeAll(() => loadHeaderIslands());
beforeEach(() => {
  navigation.pathname = '/about/';
});

/*
 * The mobile menu is a popover the burger opens by itself (issue #37; tests/support/popover.ts
 * stands in for the browser, e2e/first-tap.spec.ts has the real one): all of it is on the page
 * from the server. Its code (HeaderBehaviour) attaches the header's theme, the counted scroll
 * lock, the burger's name and the closing on navigation. jsdom hides every popover and names
 * nothing hidden, so the panel and its parts are found by id and text.
 */
const page = (
  data: HeaderData['header'] = headerData,
  sections: Parameters<typeof Header>[0]['catalogSections'] = [],
) => (
  <>
    <Header data={data} hasSession={false} catalogSections={sections} />
    <main id="main" />
    <HeaderBehaviour />
  </>
);
const burger = () =>
  document.querySelector<HTMLButtonElement>(`[popovertarget="${MOBILE_MENU_ID}"]`)!;
const panel = () => document.getElementById(MOBILE_MENU_ID)!;
const isOpen = () => panel().matches(':popover-open');
const link = (text: string | RegExp) => within(panel()).getByText(text).closest('a')!;
const locked = () => document.documentElement.style.overflow === 'hidden';

describe('mobile menu (storefront.md §2 "Header")', () => {
  it('is on the page from the server, whole: catalogue, search, navigation, phone and social links', () => {
    render(<Header data={headerData} hasSession={false} />);
    expect(burger()).toHaveAttribute('aria-label', 'Открыть меню');
    expect(burger()).toHaveAttribute('type', 'button');
    expect(panel()).toHaveAttribute('popover', 'auto');
    expect(link(/Каталог/)).toHaveAttribute('href', '/catalog/');
    const search = panel().querySelector('form[role="search"]')!;
    expect(search).toHaveAttribute('action', '/search-result/');
    expect(search.querySelector('input[name="search"]')).not.toBeNull();
    expect(link(/\+7 \(495\) 120-45-67/)).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(panel()).getByRole('navigation', { hidden: true })).toHaveAttribute(
      'aria-label',
      'Меню',
    );
    // A submenu is a <details>: it opens without any script.
    const buyers = within(panel()).getByText('Покупателям').closest('details')!;
    expect(within(buyers).getByText('Оплата и доставка').closest('a')).toHaveAttribute('href');
  });

  it('once its code has come: the open menu locks the page, lights the header and names the burger “Закрыть меню”', () => {
    render(page());
    fireEvent.click(burger());
    expect(isOpen()).toBe(true);
    expect(locked()).toBe(true);
    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'light');
    expect(burger()).toHaveAttribute('aria-label', 'Закрыть меню');
    // The page behind leaves the tab order while the menu covers it.
    expect(document.getElementById('main')).toHaveAttribute('inert');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(locked()).toBe(false);
    expect(burger()).toHaveAttribute('aria-label', 'Открыть меню');
    expect(document.getElementById('main')).not.toHaveAttribute('inert');
  });

  it('takes in an opening made before its code came', () => {
    const { rerender } = render(<Header data={headerData} hasSession={false} />);
    fireEvent.click(burger());
    expect(isOpen()).toBe(true);
    rerender(page());
    expect(isOpen()).toBe(true);
    expect(locked()).toBe(true);
    expect(burger()).toHaveAttribute('aria-label', 'Закрыть меню');
  });

  it('a submenu leads to its section once: “Перейти в раздел” only when no link below goes there (issue #34)', () => {
    const [first, about, ...rest] = headerData.menu;
    const withOwnLink = {
      ...about!,
      submenu: [
        { ...about!.submenu[0]!, id: 13, title: 'О компании', link: '/about/' },
        ...about!.submenu,
      ],
    };
    render(page({ ...headerData, menu: [first!, withOwnLink, ...rest] }));
    const aboutMenu = within(panel()).getByText('О компании', { selector: 'summary' });
    const list = aboutMenu.closest('details')!;
    const toAbout = Array.from(list.querySelectorAll('a')).filter(
      (anchor) => anchor.getAttribute('href') === '/about/',
    );
    expect(toAbout.map((anchor) => anchor.textContent)).toEqual(['О компании']);
    expect(within(list).queryByText(/Перейти в раздел/)).toBeNull();
  });

  it('without such a link the submenu offers its section’s page first', () => {
    render(page());
    const list = within(panel())
      .getByText('О компании', { selector: 'summary' })
      .closest('details')!;
    expect(within(list).getByText('Перейти в раздел «О компании»').closest('a')).toHaveAttribute(
      'href',
      '/about/',
    );
  });

  it('lists the catalogue sections under the catalogue link', () => {
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
    render(page(headerData, sections));
    const list = panel().querySelector('ul[aria-label="Разделы каталога"]')!;
    expect(
      Array.from(list.querySelectorAll('a')).map((anchor) => anchor.getAttribute('href')),
    ).toEqual(['/catalog/futer/', '/catalog/kulirka/']);
  });

  it('closes when one of its links is followed, and on a client-side navigation', () => {
    const { rerender } = render(page());
    fireEvent.click(burger());
    fireEvent.click(link('Пресс-центр'));
    expect(isOpen()).toBe(false);
    expect(locked()).toBe(false);

    fireEvent.click(burger());
    expect(isOpen()).toBe(true);
    navigation.pathname = '/contacts/';
    rerender(page());
    expect(isOpen()).toBe(false);
    expect(locked()).toBe(false);
  });
});
