import type { ReactNode } from 'react';
import { Icon, type IconProps } from './icon';
import { LinkIcon } from './icons';

/**
 * Social marks, simplified to read at 20–24 px: a module of their own, since only the footer (a
 * server component) draws them and the line icons are in every page's JavaScript (issue #22).
 */
const VkIcon = (p: IconProps) => (
  <Icon {...p} fill="currentColor" stroke="none">
    <path d="M12.8 17.5C6.9 17.5 3.6 13.5 3.5 6.8h2.9c.1 4.9 2.3 7 4 7.4V6.8h2.8V11c1.7-.2 3.4-2.1 4-4.2H20c-.5 2.6-2.4 4.5-3.8 5.3 1.4.6 3.6 2.3 4.4 5.3h-3c-.7-2-2.3-3.6-4.4-3.8v3.8h-.4Z" />
  </Icon>
);

const TelegramIcon = (p: IconProps) => (
  <Icon {...p} fill="currentColor" stroke="none">
    <path d="M20.7 4.3 3.4 11c-1.2.5-1.2 1.2-.2 1.5l4.4 1.4 1.7 5.2c.2.6.1.8.7.8.5 0 .7-.2 1-.5l2.1-2.1 4.5 3.3c.8.5 1.4.2 1.6-.8l2.9-13.7c.3-1.2-.5-1.8-1.4-1.4Zm-3 3.4-8.3 7.5-.3 3.3-1.5-4.7 9.6-6.1c.5-.3.9-.1.5 0Z" />
  </Icon>
);

const WhatsappIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 19.5 5.6 16A8 8 0 1 1 8.3 18.6l-3.8.9Z" />
    <path d="M9.2 8.6c.2-.4.5-.5.8-.5h.5l.9 2-.6.8c.5 1 1.3 1.8 2.3 2.3l.8-.6 2 .9v.5c0 .3-.1.6-.5.8-.8.5-2 .4-3.6-.6a8 8 0 0 1-2.4-2.4c-1-1.6-1.1-2.8-.2-3.2Z" />
  </Icon>
);

const YoutubeIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2.8" y="5.5" width="18.4" height="13" rx="3.5" />
    <path d="m10.2 9.2 4.8 2.8-4.8 2.8V9.2Z" fill="currentColor" />
  </Icon>
);

const DzenIcon = (p: IconProps) => (
  <Icon {...p} fill="currentColor" stroke="none">
    <path d="M12 3c.3 4.8 4.2 8.7 9 9-4.8.3-8.7 4.2-9 9-.3-4.8-4.2-8.7-9-9 4.8-.3 8.7-4.2 9-9Z" />
  </Icon>
);

const socialIcons: Record<string, (p: IconProps) => ReactNode> = {
  vk: VkIcon,
  telegram: TelegramIcon,
  tg: TelegramIcon,
  whatsapp: WhatsappIcon,
  youtube: YoutubeIcon,
  rutube: YoutubeIcon,
  dzen: DzenIcon,
  zen: DzenIcon,
};

/** The mark of a social network by its icon name from the back end; a plain link mark otherwise. */
export function SocialIcon({ name, ...rest }: IconProps & { name: string }) {
  const Mark = socialIcons[name.toLowerCase()] ?? LinkIcon;
  return <Mark {...rest} />;
}
