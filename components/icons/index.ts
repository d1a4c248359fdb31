/**
 * The shell's line icons. The social marks are not here: only server components draw them, and
 * they import '@/components/icons/social-icons' so that no page's JavaScript carries them (#22).
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
