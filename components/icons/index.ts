/**
 * The shell's line icons. The social marks are not here: only server components draw them, and
 * they import '@/components/icons/social-icons' so that no page's JavaScript carries them (#22).
 * Client components of every page's first load (the header's actions) import
 * '@/components/icons/header-icons', which carries only their three.
 */
export {
  ArrowRightIcon,
  BagIcon,
  CatalogIcon,
  ChevronDownIcon,
  CloseIcon,
  HeartIcon,
  LinkIcon,
  MailIcon,
  MenuIcon,
  PhoneIcon,
  PinIcon,
  SearchIcon,
  UserIcon,
} from './icons';
