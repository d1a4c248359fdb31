'use client';

import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@/components/form';
import { withQueryProvider } from '@/components/query-provider';
import { hasSessionFlag } from '@/lib/session-flag';
import { getGuestStock } from '@/lib/stores/guest-stock';
import type { ModalRenderProps } from '@/lib/stores/modals';
import { ownStoreOptions, storagesOptions } from '../api/queries';
import { leadForms } from '../model/form-configs';
import { formsTexts } from '../texts';
import { LeadForm } from './lead-form';
import styles from './catalog-request-modal.module.scss';

export interface CatalogRequestProps {
  productName?: string;
  /** The buyer's own warehouse when the opener knows it (the product page has it from the detail). */
  storeXmlId?: string;
}

/** A warehouse of the form's select; `filterValue` is the catalogue's code for it, if known. */
export type Storage = SelectOption & { filterValue?: number };

function useStorages(enabled: boolean): { storages: Storage[]; ready: boolean } {
  const { data, isPending } = useQuery({ ...storagesOptions(), enabled });
  const storages = (data ?? []).map((store) => ({
    value: store.xmlId,
    label: store.title,
    filterValue: store.filterValue,
  }));
  return { storages, ready: !isPending };
}

/**
 * The logged-in buyer's own warehouse (SF-5.02): the opener's, else the buyer's account data, so
 * that every opener (product page, quick view, cards, other pages) gets it right. Anonymous
 * visitors have none.
 */
function useOwnStore(passed?: string): { xmlId?: string; loggedIn: boolean; ready: boolean } {
  const loggedIn = passed !== undefined || hasSessionFlag();
  const { data, isPending, isError } = useQuery(ownStoreOptions(passed === undefined && loggedIn));
  if (passed !== undefined) return { xmlId: passed, loggedIn, ready: true };
  if (!loggedIn) return { loggedIn, ready: true };
  return { xmlId: data, loggedIn: !isError, ready: !isPending || isError };
}

/**
 * The warehouse field's start (storefront.md §5 "Warehouse field is a read-only select of the
 * user's storages, preselected with the user's own warehouse"):
 * - a logged-in buyer: their own warehouse, read-only (only a manager changes it, SF-6.02);
 * - an anonymous visitor (our choice, the spec says nothing): every warehouse, chosen freely,
 *   starting from the one they picked in the catalogue (the guest 'user stock', §2), else
 *   empty. The field stays required in both forms (§5: the sample form requires a warehouse,
 *   the question form's submit waits for one), because a request goes to that warehouse's
 *   manager and the samples are sent from it.
 */
export function startingStore(
  storages: readonly Storage[],
  own: { xmlId?: string; loggedIn: boolean },
  guestCode: string | null,
): { value: string; locked: boolean } {
  if (own.loggedIn && own.xmlId && storages.some((s) => s.value === own.xmlId)) {
    return { value: own.xmlId, locked: true };
  }
  const guest = guestCode
    ? storages.find((s) => s.value === guestCode || String(s.filterValue) === guestCode)
    : undefined;
  return { value: own.loggedIn ? '' : (guest?.value ?? ''), locked: false };
}

/** The request's form alone: the modal's body, and the product dialog's (./request-form-slot.tsx). */
export function CatalogRequestForm({
  kind,
  productName,
  storeXmlId,
  storages: given,
  onClose,
}: CatalogRequestProps & {
  kind: 'sample' | 'question';
  /** The warehouses when the page has them already: the form starts at once. */
  storages?: readonly Storage[];
  onClose?: () => void;
}) {
  const read = useStorages(given === undefined);
  const storages = given ?? read.storages;
  const own = useOwnStore(storeXmlId);
  const field = kind === 'sample' ? 'stock' : 'storeXmlId';
  const ready = (given !== undefined || read.ready) && own.ready;
  const start = ready ? startingStore(storages, own, getGuestStock()) : null;
  // The form starts once the warehouses (and the buyer's own) are known, so that it is
  // preselected and nothing typed is lost to a later reset.
  return start ? (
    <LeadForm
      config={leadForms[kind]}
      initial={{ product_name: productName ?? '', [field]: start.value }}
      storages={storages}
      lockedStore={start.locked}
      onClose={onClose}
    />
  ) : (
    <p className={styles.lead} role="status">
      {formsTexts.loadingStores}
    </p>
  );
}

function CatalogRequest({
  kind,
  close,
  titleId,
  ...props
}: CatalogRequestProps & ModalRenderProps & { kind: 'sample' | 'question' }) {
  return (
    <div className={styles.modal}>
      <h2 id={titleId} className={styles.title}>
        {formsTexts.headings[kind]}
      </h2>
      <p className={styles.lead}>{formsTexts.leads[kind]}</p>
      <CatalogRequestForm kind={kind} {...props} onClose={close} />
    </div>
  );
}

/** 'sample-request': fabric samples for the product page's fabric (storefront.md §2). */
export function SampleRequestModal(props: CatalogRequestProps & ModalRenderProps) {
  return <CatalogRequest {...props} kind="sample" />;
}

/** 'ask-question': a question about the product page's fabric. */
export function AskQuestionModal(props: CatalogRequestProps & ModalRenderProps) {
  return <CatalogRequest {...props} kind="question" />;
}

/** The product dialog's form, in a query client of its own (it renders outside the page's). */
export const CatalogRequestFormLive = withQueryProvider(CatalogRequestForm);
