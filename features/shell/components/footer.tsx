import { Link } from '@/components/link';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/icons';
import { SmartLink, telHref } from '@/components/link';
import { Logo } from '@/components/logo';
import type { FooterData } from '@/lib/api/contract';
import { routes } from '@/lib/routes';
import { shellTexts } from '../texts';
import { SocialLinks } from './social-links';
import styles from './footer.module.scss';

/** The site footer from getFooter: columns, contacts, social links, legal links, copyright. */
export function Footer({ data }: { data: FooterData['footer'] }) {
  const hasContacts = Boolean(data.phone || data.email || data.address);
  return (
    <footer className={styles.footer} data-shell-footer="">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Link href={routes.home()} className={styles.logo} aria-label={shellTexts.homeLink}>
              <Logo />
            </Link>
            <p className={styles.tagline}>{shellTexts.footerTagline}</p>
            <SocialLinks links={data.social} label={shellTexts.social} tone="dark" />
          </div>
          {data.columns.length > 0 ? (
            <nav className={styles.columns} aria-label={shellTexts.footerNav}>
              {data.columns.map((column) => (
                <div key={column.title} className={styles.column}>
                  <h2 className={styles.columnTitle}>{column.title}</h2>
                  <ul className={styles.links}>
                    {column.links.map((link) => (
                      <li key={`${link.title}${link.link}`}>
                        <SmartLink
                          href={link.link}
                          external={link.external}
                          className={styles.link}
                        >
                          {link.title}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
          {hasContacts ? (
            // The heading stands outside <address>, which may hold no heading (HTML, issue #36).
            <div className={styles.contacts}>
              <h2 className={styles.columnTitle}>{shellTexts.footerContacts}</h2>
              <address className={styles.contactLines}>
                {data.phone ? (
                  <a className={styles.phone} href={telHref(data.phone)}>
                    <PhoneIcon size={18} />
                    {data.phone}
                  </a>
                ) : null}
                {data.email ? (
                  <a className={styles.contact} href={`mailto:${data.email}`}>
                    <MailIcon size={18} />
                    {data.email}
                  </a>
                ) : null}
                {data.address ? (
                  <p className={styles.contact}>
                    <PinIcon size={18} />
                    {data.address}
                  </p>
                ) : null}
              </address>
            </div>
          ) : null}
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{data.copyright || shellTexts.copyrightFallback}</p>
          {data.legal.length > 0 ? (
            <nav aria-label={shellTexts.legalNav}>
              <ul className={styles.legal}>
                {data.legal.map((link) => (
                  <li key={`${link.title}${link.link}`}>
                    <SmartLink href={link.link} external={link.external} className={styles.link}>
                      {link.title}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
