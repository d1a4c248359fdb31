import { PageIntro } from '@/components/page-intro';
import { FavouritesPage } from '@/features/favourites';
import { pageTitles } from '@/features/shell';
import { pageHeading, pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';
import styles from './page.module.scss';

const path = routes.userFavourites();

export const generateMetadata = () => pageMetadata(path, { title: pageTitles.userFavourites });

export default async function UserFavouritesRoute() {
  return (
    <>
      <PageIntro title={await pageHeading(path, pageTitles.userFavourites)} />
      <div className={styles.page}>
        <FavouritesPage />
      </div>
    </>
  );
}
