import type { ContactCard } from '@/lib/api/contract';
import { SmartLink, telHref } from '@/components/link';
import styles from './contact-cards.module.scss';

/**
 * Contact cards of the factory and warehouses (storefront.md §2 "details"): title (to the card
 * on the contacts page), address, phones as tel: and e-mails as mailto: links.
 */
export function ContactCards({
  contacts,
  headingLevel = 3,
  onNavigate,
}: {
  contacts: readonly ContactCard[];
  headingLevel?: 3 | 4;
  onNavigate?: () => void;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={styles.cards}>
      {contacts.map((card) => (
        <li key={card.id} className={styles.card}>
          <Heading className={styles.title}>
            <SmartLink href={card.detail_page_url} onClick={onNavigate}>
              {card.title}
            </SmartLink>
          </Heading>
          {card.address ? <p className={styles.address}>{card.address}</p> : null}
          {card.workingHours ? <p className={styles.hours}>{card.workingHours}</p> : null}
          {card.phone.length > 0 ? (
            <ul className={styles.lines}>
              {card.phone.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
            </ul>
          ) : null}
          {card.email.length > 0 ? (
            <ul className={styles.lines}>
              {card.email.map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
