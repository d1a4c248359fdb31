import { SocialIcon } from '@/components/icons/social-icons';
import { SmartLink } from '@/components/link';
import type { SocialLink } from '@/lib/api/contract';
import styles from './social-links.module.scss';

/** Social network links: icon buttons that open in a new tab, each named for screen readers. */
export function SocialLinks({
  links,
  label,
  tone = 'light',
}: {
  links: readonly SocialLink[];
  label: string;
  tone?: 'light' | 'dark';
}) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label} data-tone={tone}>
      {links.map((link) => (
        <li key={link.id}>
          <SmartLink href={link.link} external className={styles.link}>
            <SocialIcon name={link.icon} size={20} />
            <span className="visually-hidden">{link.title}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
