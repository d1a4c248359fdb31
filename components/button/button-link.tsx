import { Link } from '../link';
import type { ComponentProps } from 'react';
import styles from './button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse' | 'ghost-inverse';

export const buttonClassName = (variant: ButtonVariant = 'primary', className?: string) =>
  [styles.button, styles[variant], className].filter(Boolean).join(' ');

/** A link that looks like a button: calls to action such as 'В каталог'. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...rest
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link {...rest} className={buttonClassName(variant, className)} />;
}
