'use client';

import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@/components/form';
import { api } from '@/lib/api';
import type { ModalRenderProps } from '@/lib/stores/modals';
import { leadForms } from '../model/form-configs';
import { formsTexts } from '../texts';
import { LeadForm } from './lead-form';
import styles from './catalog-request-modal.module.scss';

export interface CatalogRequestProps {
  productName?: string;
  /**
   * The buyer's own warehouse: preselected and read-only (storefront.md §5). Anonymous
   * visitors choose from every warehouse.
   */
  storeXmlId?: string;
}

function useStorages(): { storages: SelectOption[]; ready: boolean } {
  const { data, isPending } = useQuery({
    queryKey: ['stores', 'xml-and-name'],
    queryFn: () => api.stores.xmlAndName(),
    staleTime: 10 * 60_000,
  });
  const storages = (data ?? []).map((store) => ({ value: store.xmlId, label: store.title }));
  return { storages, ready: !isPending };
}

function CatalogRequest({
  kind,
  productName,
  storeXmlId,
  close,
  titleId,
}: CatalogRequestProps & ModalRenderProps & { kind: 'sample' | 'question' }) {
  const { storages, ready } = useStorages();
  const field = kind === 'sample' ? 'stock' : 'storeXmlId';
  const locked = Boolean(storeXmlId) && storages.some((s) => s.value === storeXmlId);
  return (
    <div className={styles.modal}>
      <h2 id={titleId} className={styles.title}>
        {formsTexts.headings[kind]}
      </h2>
      <p className={styles.lead}>{formsTexts.leads[kind]}</p>
      {/* The form starts once the warehouses are known, so that the buyer's own is preselected
          and nothing typed is lost to a later reset. */}
      {ready ? (
        <LeadForm
          config={leadForms[kind]}
          initial={{ product_name: productName ?? '', [field]: locked ? storeXmlId : '' }}
          storages={storages}
          lockedStore={locked}
          onClose={close}
        />
      ) : (
        <p className={styles.lead} role="status">
          {formsTexts.loadingStores}
        </p>
      )}
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
