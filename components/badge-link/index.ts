export { BadgeLink, badgeText } from './badge-link';
