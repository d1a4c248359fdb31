export { focusableIn, trapTab } from './focusable';
export { useMediaQuery } from './use-media-query';
