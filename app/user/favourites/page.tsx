import { PageIntro } from '@/components/page-intro';
import { FavouritesPage } from '@/features/favourites/components/favourites-page';
import { pageTitles } from '@/features/shell/texts';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
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
