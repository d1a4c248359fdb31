import { NativeDialog } from '@/components/modal/native-dialog';
import { routes } from '@/lib/routes';
import { leadForms } from '../model/form-configs';
import { formsTexts } from '../texts';
import type { Storage } from './catalog-request-modal';
import { LeadFormView } from './lead-form-view';
import { RequestFormSlot } from './request-form-slot';
import styles from './catalog-request-modal.module.scss';

export type RequestKind = 'sample' | 'question';

/** The dialog's id: a button opens it with `commandfor={requestDialogId(kind)}`. */
export const requestDialogId = (kind: RequestKind) =>
  kind === 'sample' ? 'sample-request' : 'ask-question';

/**
 * «Заказать образцы» and «Задать вопрос» on a product page (storefront.md §2, issue #37): a
 * dialog the browser opens at the first tap, holding a form that posts without a script and is
 * answered with a page; the script's form takes its place when it has loaded.
 */
export function RequestDialog({
  kind,
  productName,
  storeXmlId,
  storages,
  back,
}: {
  kind: RequestKind;
  productName: string;
  /** A logged-in buyer's own warehouse: preselected, the only choice (SF-5.02). */
  storeXmlId?: string;
  storages: readonly Storage[];
  /** The page the request's own page leads back to. */
  back: string;
}) {
  const id = requestDialogId(kind);
  const titleId = `${id}-title`;
  const storeField = kind === 'sample' ? 'stock' : 'storeXmlId';
  return (
    <NativeDialog id={id} titleId={titleId}>
      <div className={styles.modal}>
        <h2 id={titleId} className={styles.title}>
          {formsTexts.headings[kind]}
        </h2>
        <p className={styles.lead}>{formsTexts.leads[kind]}</p>
        <RequestFormSlot
          kind={kind}
          productName={productName}
          storeXmlId={storeXmlId}
          storages={storages}
        >
          <LeadFormView
            config={leadForms[kind]}
            action={routes.requestFormSend(kind, back)}
            initial={{ product_name: productName, [storeField]: storeXmlId ?? '' }}
            storages={storages}
            lockedStore={storeXmlId !== undefined}
            idPrefix={id}
          />
        </RequestFormSlot>
      </div>
    </NativeDialog>
  );
}
