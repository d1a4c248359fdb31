import { act, fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../support/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/features/shell/components/header';
import { resolveHeaderTheme } from '@/features/shell/model/header-theme';
import { SUBMENU_SWITCH_DELAY_MS } from '@/features/shell/model/use-submenu-switch';
import { CATALOG_MENU_ID } from '@/features/shell/components/catalog-menu-view';
import { HeaderBehaviour } from '@/features/shell/components/header-behaviour';
import { loadHeaderIslands } from '@/features/shell/components/header-islands';
import { headerData } from './fixtures';

// next.config.ts sets trailingSlash; the build inlines it for next/link, a test says it here.

// The header's menus, search and burger get their code after the page (issue #22); these tests
// are about what they do once it has come (tests/components/island.test.tsx: before it has).
beforeAll(() => loadHeaderIslands());

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({
    push: vi.fn(),
    replace: vi.fn(),
    prefetch: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    refresh: vi.fn(),
  }),
  useSearchParams: () => new URLSearchParams(),
}));
const header = () => screen.getByRole('banner');
const theme = () => header().getAttribute('data-theme');

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  navigation.pathname = '/';
  scrollTo(0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('header theme (storefront.md §4)', () => {
  it("takes the route's theme: transparent on the home page, light on the catalogue", () => {
    const { unmount } = render(<Header data={headerData} hasSession={false} />);
    expect(theme()).toBe('transparent');
    unmount();
    navigation.pathname = '/catalog/';
    render(<Header data={headerData} hasSession={false} />);
    expect(theme()).toBe('light');
  });

  it('turns a transparent header light once the page is scrolled past 1 px', () => {
    render(<Header data={headerData} hasSession={false} />);
    scrollTo(1);
    expect(theme()).toBe('transparent');
    scrollTo(2);
    expect(theme()).toBe('light');
    scrollTo(0);
    expect(theme()).toBe('transparent');
  });

  it('is light while a submenu is open, gray while the catalogue menu is open', () => {
    expect(
      resolveHeaderTheme({
        routeTheme: 'transparent',
        scrolled: false,
        submenuOpen: true,
        catalogOpen: false,
        overlayOpen: false,
      }),
    ).toBe('light');
    expect(
      resolveHeaderTheme({
        routeTheme: 'transparent',
        scrolled: true,
        submenuOpen: true,
        catalogOpen: true,
        overlayOpen: false,
      }),
    ).toBe('gray');
    expect(
      resolveHeaderTheme({
        routeTheme: null,
        scrolled: false,
        submenuOpen: false,
        catalogOpen: false,
        overlayOpen: false,
      }),
    ).toBe('light');
  });
});

describe('main navigation (storefront.md §2, §4)', () => {
  it('opens a submenu on click and turns the header light; a second click closes it', () => {
    render(<Header data={headerData} hasSession={false} />);
    const about = screen.getByRole('button', { name: 'О компании' });
    fireEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Производство' })).toBeVisible();
    expect(theme()).toBe('light');

    fireEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Производство' })).toBeNull();
    expect(theme()).toBe('transparent');
  });

  it('switches to another item: the current closes at once, the new one opens after 550 ms', () => {
    vi.useFakeTimers();
    render(<Header data={headerData} hasSession={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'О компании' }));
    fireEvent.click(screen.getByRole('button', { name: 'Покупателям' }));

    expect(screen.queryByRole('link', { name: 'Производство' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Оплата и доставка' })).toBeNull();
    expect(theme()).toBe('light');

    act(() => vi.advanceTimersByTime(SUBMENU_SWITCH_DELAY_MS - 1));
    expect(screen.queryByRole('link', { name: 'Оплата и доставка' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('link', { name: 'Оплата и доставка' })).toBeVisible();
  });

  it('shows the contact cards under "Контакты фабрики и складов" with tel: and mailto: links', () => {
    render(<Header data={headerData} hasSession={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Контакты' }));
    const panel = screen.getByRole('region', { name: 'Контакты' });
    expect(
      within(panel).getByRole('heading', { name: 'Контакты фабрики и складов' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Фабрика в Иваново' })).toHaveAttribute(
      'href',
      '/contacts/#contact-1',
    );
    expect(within(panel).getByText('Иваново, ул. Ткацкая, 12')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '+7 (4932) 55-10-20' })).toHaveAttribute(
      'href',
      'tel:+74932551020',
    );
    expect(within(panel).getByRole('link', { name: 'factory@selvedge.ru' })).toHaveAttribute(
      'href',
      'mailto:factory@selvedge.ru',
    );
  });

  it('closes the open submenu on Escape and on a click outside', () => {
    render(<Header data={headerData} hasSession={false} />);
    const about = screen.getByRole('button', { name: 'О компании' });
    fireEvent.click(about);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();

    fireEvent.click(about);
    fireEvent.pointerDown(document.body);
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an external item in a new tab', () => {
    render(<Header data={headerData} hasSession={false} />);
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    const blog = within(nav).getByRole('link', { name: /Блог/ });
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("has one catalogue entry: the header's own button, not a repeated menu item", () => {
    render(<Header data={headerData} hasSession={false} />);
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).queryByRole('link', { name: 'Каталог' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalog/');
  });

  it('shows the sales phone as a tel: link', () => {
    render(<Header data={headerData} hasSession={false} />);
    expect(screen.getAllByRole('link', { name: /\+7 \(495\) 120-45-67/ })[0]).toHaveAttribute(
      'href',
      'tel:+74951204567',
    );
  });

  it('renders with an empty navigation when the header data is missing', () => {
    render(<Header data={{ menu: [], social: [], phone: '' }} hasSession={false} />);
    expect(screen.getByRole('link', { name: 'Selvedge — на главную' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Основная навигация' })).toBeNull();
  });
});

const catalogSections = [
  {
    id: 1,
    title: 'Футер',
    slug: 'futer',
    page_url: '/catalog/futer/',
    picture: null,
    elementCount: 120,
    collections: [{ id: 11, title: 'Футер 3-нитка', link: '/catalog/futer/futer-3-nitka/' }],
  },
  {
    id: 2,
    title: 'Кулирка',
    slug: 'kulirka',
    page_url: '/catalog/kulirka/',
    picture: null,
    elementCount: 80,
    collections: [],
  },
];

describe('catalogue mega-menu (storefront.md §2, §4)', () => {
  // The browser opens it (a popover, issue #37: tests/support/popover.ts stands in for it here);
  // its code attaches the header's theme and the closing on navigation.
  const page = () => (
    <>
      <Header data={headerData} hasSession={false} catalogSections={catalogSections} />
      <HeaderBehaviour />
    </>
  );
  const renderWithCatalog = () => render(page());
  const trigger = () => screen.getByRole('button', { name: 'Каталог' });
  // jsdom's own stylesheet hides every popover (it knows no open one), and names nothing hidden:
  // the panel and its links are found by id and text.
  const panel = () => document.getElementById(CATALOG_MENU_ID)!;
  const panelLink = (text: string | RegExp) => within(panel()).getByText(text).closest('a')!;
  const isOpen = () => panel().matches(':popover-open');

  it('is on the page before any code: a popover its button opens (issue #37)', () => {
    renderWithCatalog();
    expect(trigger()).toHaveAttribute('popovertarget', panel().id);
    expect(panel()).toHaveAttribute('popover', 'auto');
    expect(panel()).toHaveAttribute('role', 'region');
    expect(panel()).toHaveAttribute('aria-label', 'Разделы каталога');
    expect(panelLink('Футер 3-нитка')).toBeInTheDocument();
  });

  it('opens the sections with their collections and turns the header gray; a second click closes it', () => {
    renderWithCatalog();
    expect(theme()).toBe('transparent');
    fireEvent.click(trigger());
    expect(isOpen()).toBe(true);
    expect(panelLink('Футер')).toHaveAttribute('href', '/catalog/futer/');
    expect(panelLink('Все полотна')).toHaveAttribute('href', '/catalog/');
    expect(theme()).toBe('gray');

    fireEvent.click(trigger());
    expect(isOpen()).toBe(false);
    expect(theme()).toBe('transparent');
  });

  it('is gray over a scrolled (light) header and over an open submenu, light again when closed', () => {
    renderWithCatalog();
    scrollTo(200);
    expect(theme()).toBe('light');
    fireEvent.click(trigger());
    expect(theme()).toBe('gray');
    fireEvent.click(trigger());
    expect(theme()).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'О компании' }));
    fireEvent.click(trigger());
    expect(theme()).toBe('gray');
    fireEvent.click(trigger());
    expect(theme()).toBe('light');
  });

  it('takes in an opening made before its code came, and closes on a followed link', () => {
    renderWithCatalog();
    fireEvent.click(trigger());
    expect(theme()).toBe('gray');
    fireEvent.click(panelLink('Футер 3-нитка'));
    expect(isOpen()).toBe(false);
    expect(theme()).toBe('transparent');
  });

  it('closes when the page changes', () => {
    const { rerender } = renderWithCatalog();
    fireEvent.click(trigger());
    navigation.pathname = '/catalog/futer/';
    rerender(page());
    expect(isOpen()).toBe(false);
    expect(theme()).toBe('light');
  });
});
