export { ButtonLink, buttonClassName, type ButtonVariant } from './button-link';
