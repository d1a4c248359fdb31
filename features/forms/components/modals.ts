'use client';

import { lazyModal } from '@/components/modal';
import { registerModal } from '@/lib/stores/modals';
import type { CatalogRequestProps } from './catalog-request-modal';

/**
 * The catalogue's request modals, opened from the product page by key with `{ productName }`
 * (and the buyer's `storeXmlId` when known). Their code loads when first opened.
 */
const SampleRequestModal = lazyModal(() =>
  import('./catalog-request-modal').then((m) => m.SampleRequestModal),
);
const AskQuestionModal = lazyModal(() =>
  import('./catalog-request-modal').then((m) => m.AskQuestionModal),
);

registerModal<CatalogRequestProps>('sample-request', SampleRequestModal);
registerModal<CatalogRequestProps>('ask-question', AskQuestionModal);
