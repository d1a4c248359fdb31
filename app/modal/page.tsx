import { pageTitles } from '@/features/shell';
import { pageMetadata } from '@/features/shell/server';
import { routes } from '@/lib/routes';

const path = routes.modal();

export const generateMetadata = () =>
  pageMetadata(path, { title: pageTitles.modal }, { noindex: true });

/**
 * /modal/ has no settings of its own (storefront.md §2): header and main area only, no footer.
 * TODO(#6): the page a modal is shown on by itself.
 */
export default function ModalPage() {
  return <h1 className="visually-hidden">{pageTitles.modal}</h1>;
}
