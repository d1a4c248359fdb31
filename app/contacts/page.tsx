import { ContactList } from '@/features/content/components/contact-list';
import { OrganizationJsonLd } from '@/features/content/components/organization-json-ld';
import { PageSection } from '@/features/content/components/page-section';
import { YandexMap } from '@/features/content/components/yandex-map';
import { LeadFormSection } from '@/features/forms/components/lead-form-section';
import { pageTitles, shellTexts } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { api } from '@/lib/api';
import { clientEnv } from '@/lib/env';
import { routes } from '@/lib/routes';
import styles from './page.module.scss';

const path = routes.contacts();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.contacts });

/**
 * The factory, office and warehouses (/through_blocks/getContactAll/): on a Yandex map when a
 * key is configured, and always as a list with addresses and "Показать на карте" links to
 * Yandex Maps (docs/design.md §4); then the order-call form (/through_blocks/orderCall).
 */
export default async function ContactsPage() {
  const [title, contacts] = await Promise.all([
    pageHeading(path, pageTitles.contacts),
    api.shell
      .contacts()
      .then((data) => data.contacts)
      .catch(() => []),
  ]);
  const apiKey = clientEnv.NEXT_PUBLIC_YMAPS_API_KEY;
  return (
    <>
      <PageSection>
        <h1 className={styles.title}>{title}</h1>
        {apiKey ? <YandexMap apiKey={apiKey} contacts={contacts} /> : null}
        <ContactList contacts={contacts} />
      </PageSection>
      <LeadFormSection form="orderCall" id="order-call" />
      <OrganizationJsonLd name={shellTexts.siteName} description={shellTexts.siteDescription} />
    </>
  );
}
