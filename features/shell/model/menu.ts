import type { MenuItem } from '@/lib/api/contract';
import { routes } from '@/lib/routes';

const catalogPath = routes.catalog();

/**
 * The items of the navigation rows. The catalogue has its own button in the header and its own
 * entry in the mobile menu (where its mega-menu opens), so a 'Каталог' item of the back office's
 * menu is not repeated there.
 */
export function navigationItems(menu: readonly MenuItem[]): MenuItem[] {
  return menu.filter(
    (item) =>
      item.submenu.length > 0 ||
      item.details !== null ||
      item.link?.replace(/\/?$/, '/') !== catalogPath,
  );
}
