import 'server-only';
import { api } from '@/lib/api';
import { loadServerEnv } from '@/lib/env';

/**
 * Organization JSON-LD (docs/design.md §5) for the home and contacts pages: the shop's name, site,
 * main phone and e-mail, and every place of the factory and warehouses with its address and
 * coordinates. No prices here or anywhere anonymous visitors can read. The shop's name and
 * description are the shell's words, handed in by the page that composes both (app/).
 */
export async function OrganizationJsonLd({
  name,
  description,
}: {
  name: string;
  description: string;
}) {
  const [footer, contacts] = await Promise.all([
    api.shell
      .footer()
      .then((data) => data.footer)
      .catch(() => null),
    api.shell
      .contacts()
      .then((data) => data.contacts)
      .catch(() => []),
  ]);
  const site = loadServerEnv().SITE_URL.replace(/\/$/, '');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${site}/`,
    logo: `${site}/favicon.svg`,
    description,
    ...(footer?.phone ? { telephone: footer.phone } : {}),
    ...(footer?.email ? { email: footer.email } : {}),
    ...(footer?.social.length ? { sameAs: footer.social.map((s) => s.link) } : {}),
    location: contacts.map((card) => ({
      '@type': 'Place',
      name: card.title,
      address: card.address,
      ...(card.phone[0] ? { telephone: card.phone[0] } : {}),
      geo: { '@type': 'GeoCoordinates', latitude: card.latitude, longitude: card.longitude },
    })),
  };
  return (
    <script
      type="application/ld+json"
      // '<' is escaped so that no text from the API can close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
