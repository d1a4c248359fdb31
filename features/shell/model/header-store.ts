import { create } from 'zustand';

/** What the header's parts tell each other: which overlays are open. UI state only. */
interface HeaderState {
  submenuOpen: boolean;
  /** The catalogue mega-menu (components/catalog-menu.tsx): the header is gray while open. */
  catalogOpen: boolean;
  mobileMenuOpen: boolean;
}

export const useHeaderStore = create<HeaderState>(() => ({
  submenuOpen: false,
  catalogOpen: false,
  mobileMenuOpen: false,
}));

export const setSubmenuOpen = (submenuOpen: boolean) => useHeaderStore.setState({ submenuOpen });
export const setCatalogOpen = (catalogOpen: boolean) => useHeaderStore.setState({ catalogOpen });
export const setMobileMenuOpen = (mobileMenuOpen: boolean) =>
  useHeaderStore.setState({ mobileMenuOpen });
