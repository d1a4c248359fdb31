import { pageTitles } from '@/features/shell/texts';
import { standaloneModalOf } from '@/features/shell/model/standalone-modals';
import { ModalPage } from '@/features/shell/components/modal-page';
import { pageMetadata } from '@/features/shell/seo/page-metadata';
import { routes } from '@/lib/routes';

const path = routes.modal();

type Props = { searchParams: Promise<{ name?: string | string[] }> };

export const generateMetadata = async ({ searchParams }: Props) =>
  pageMetadata(
    path,
    { title: standaloneModalOf((await searchParams).name)?.title ?? pageTitles.modal },
    { noindex: true },
  );

/**
 * /modal/ has no settings of its own (storefront.md §2): header and main area only, no footer.
 * `?name=` opens one modal by itself (features/shell/model/standalone-modals.ts).
 */
export default async function ModalRoute({ searchParams }: Props) {
  return <ModalPage current={standaloneModalOf((await searchParams).name)} />;
}
