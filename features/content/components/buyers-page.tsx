import 'server-only';
import { Link } from '@/components/link';
import { notFound } from 'next/navigation';
import { api, isApiError } from '@/lib/api';
import { contentTexts } from '../texts';
import { Article } from './article';
import styles from './buyers-page.module.scss';

/**
 * A page for buyers (/buyers/{id}/, and the privacy policy at its own address too): the text of
 * getForBuyersDetails with the menu of getForBuyersMenu beside it.
 */
export async function BuyersPage({ code, title }: { code: string; title: string }) {
  const [menu, page] = await Promise.all([
    api.content
      .buyersMenu()
      .then((data) => data.menu)
      .catch(() => []),
    api.content
      .buyersPage(code)
      .then((data) => data.page)
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) notFound();
        throw error;
      }),
  ]);
  return (
    <Article
      title={title || page.title}
      html={page.body}
      aside={
        menu.length > 0 ? (
          <nav aria-label={contentTexts.buyersMenu}>
            <ul className={styles.menu}>
              {menu.map((item) => (
                <li key={item.code}>
                  <Link
                    href={item.link}
                    className={styles.link}
                    aria-current={item.code === code ? 'page' : undefined}
                  >
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : undefined
      }
    />
  );
}
