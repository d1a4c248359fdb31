import { Icon } from '../icons/icon';

/** The viewer's line icons, on the 24 px grid of components/icons, decorative (aria-hidden). */
type IconProps = { className?: string };

export const PreviousIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 5-7 7 7 7" />
  </Icon>
);

export const NextIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9 5 7 7-7 7" />
  </Icon>
);

export const ZoomInIcon = () => (
  <Icon>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5M10.5 7.5v6M7.5 10.5h6" />
  </Icon>
);

export const ZoomOutIcon = () => (
  <Icon>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5M7.5 10.5h6" />
  </Icon>
);

export const RotateLeftIcon = () => (
  <Icon>
    <path d="M4.5 9.5A8 8 0 1 1 5 16" />
    <path d="M4 4.5v5h5" />
  </Icon>
);

export const RotateRightIcon = () => (
  <Icon>
    <path d="M19.5 9.5A8 8 0 1 0 19 16" />
    <path d="M20 4.5v5h-5" />
  </Icon>
);

export const ResetIcon = () => (
  <Icon>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    <rect x="8.5" y="8.5" width="7" height="7" rx="1" />
  </Icon>
);

export const BrokenImageIcon = () => (
  <Icon>
    <path d="M4 5h16v6.5l-3 2-3-2-3 2-3-2-4 2.5V5Z" />
    <path d="M4 17.5V19h16v-4l-3 2-3-2-3 2-3-2-4 2.5" />
    <circle cx="9" cy="8.5" r="1.3" />
  </Icon>
);
