import { buttonClassName } from '@/components/button';
import { Link } from '@/components/link';
import { routes } from '@/lib/routes';
import { leadForms } from '../model/form-configs';
import { formsTexts } from '../texts';
import { LeadFormView, type LeadFormRefusal, type StoreOption } from './lead-form-view';
import type { RequestKind } from './request-dialog';
import styles from './request-page.module.scss';

/** What the page shows: the form sent, the form refused (with what was sent), or the form. */
export type RequestPageState =
  | { kind: 'sent' }
  | { kind: 'refused'; refusal: LeadFormRefusal; message: string; hadFiles: boolean }
  | { kind: 'blank' };

/**
 * A product request's own page (issue #37): the answer to its form posted without a script
 * (server/gateway/plain-forms.ts), and the form alone. It leads back to the product.
 */
export function RequestPage({
  form,
  state,
  storages,
  back,
}: {
  form: RequestKind;
  state: RequestPageState;
  storages: readonly StoreOption[];
  /** The product the form was sent from, when known. */
  back: string | null;
}) {
  const backLink = (
    <Link href={back ?? routes.catalog()} className={buttonClassName('primary')}>
      {back ? formsTexts.page.back : formsTexts.page.toCatalog}
    </Link>
  );
  return (
    <section className={styles.page} aria-labelledby="request-title">
      <h1 id="request-title" className={styles.title}>
        {formsTexts.headings[form]}
      </h1>
      {state.kind === 'sent' ? (
        <div className={styles.sent} role="status">
          <p className={styles.sentTitle}>{formsTexts.successTitle}</p>
          <p className={styles.lead}>{formsTexts.successText}</p>
          {backLink}
        </div>
      ) : (
        <>
          <p className={styles.lead}>{formsTexts.leads[form]}</p>
          {state.kind === 'refused' ? (
            <div className={styles.refused} role="alert">
              <p>{state.message || formsTexts.page.refused}</p>
              {state.hadFiles ? <p>{formsTexts.page.filesAgain}</p> : null}
            </div>
          ) : null}
          <LeadFormView
            config={leadForms[form]}
            action={routes.requestFormSend(form, back ?? undefined)}
            storages={storages}
            refusal={state.kind === 'refused' ? state.refusal : undefined}
            idPrefix={`request-${form}`}
          />
        </>
      )}
    </section>
  );
}
