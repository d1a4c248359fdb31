import type { ContactCard } from '@/lib/api/contract';
import { telHref } from '@/components/link';
import { balancedGridStyle } from '@/lib/layout/balanced-columns';
import { contentTexts } from '../texts';
import styles from './contact-list.module.scss';

/** Yandex Maps with a pin at the place: the way to find it when the page shows no map. */
export const yandexMapsHref = (card: Pick<ContactCard, 'latitude' | 'longitude'>) =>
  `https://yandex.ru/maps/?pt=${card.longitude},${card.latitude}&z=16&l=map`;

/**
 * The factory, office and warehouses with everything needed to find them: address, hours,
 * phones, e-mails, and a 'Показать на карте' link to Yandex Maps (bare coordinates told a
 * visitor nothing). Each card is the target of its `detail_page_url` anchor.
 */
export function ContactList({ contacts }: { contacts: readonly ContactCard[] }) {
  return (
    <ul
      className={styles.list}
      style={balancedGridStyle(contacts.length, 4)}
      aria-label={contentTexts.contactsList}
    >
      {contacts.map((card) => (
        <li key={card.id} id={`contact-${card.id}`} className={styles.card}>
          <h2 className={styles.title}>{card.title}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{contentTexts.address}</dt>
              <dd>
                {card.address}
                <a
                  className={styles.mapLink}
                  href={yandexMapsHref(card)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${contentTexts.showOnMap}: ${card.title}`}
                >
                  {contentTexts.showOnMap}
                </a>
              </dd>
            </div>
            {card.workingHours ? (
              <div>
                <dt>{contentTexts.hours}</dt>
                <dd>{card.workingHours}</dd>
              </div>
            ) : null}
            {card.phone.length > 0 ? (
              <div>
                <dt>{contentTexts.phone}</dt>
                <dd>
                  {card.phone.map((phone) => (
                    <a key={phone} href={telHref(phone)} className={styles.line}>
                      {phone}
                    </a>
                  ))}
                </dd>
              </div>
            ) : null}
            {card.email.length > 0 ? (
              <div>
                <dt>{contentTexts.email}</dt>
                <dd>
                  {card.email.map((email) => (
                    <a key={email} href={`mailto:${email}`} className={styles.line}>
                      {email}
                    </a>
                  ))}
                </dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
