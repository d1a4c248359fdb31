export { focusableIn, trapTab } from './focusable';
export { useMediaQuery } from './use-media-query';
export { useSingleFlight } from './use-single-flight';
export { useBackCloses } from './use-back-closes';
export { hidePopover, isPopoverOpen, usePopoverOpen } from './use-popover-open';
