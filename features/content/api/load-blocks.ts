import 'server-only';
import { cache } from 'react';
import { api } from '@/lib/api';
import type { ContentBlock, ContentBlockName, ContentPage } from '@/lib/api/contract/content';

/** A page's blocks in their order; a block the back office has not filled is left out. */
export const loadBlocks = cache(
  async <P extends ContentPage>(
    page: P,
    names: readonly ContentBlockName<P>[],
  ): Promise<{ name: ContentBlockName<P>; block: ContentBlock }[]> => {
    const loaded = await Promise.all(
      names.map(async (name) => {
        try {
          return { name, block: await api.content.block(page, name) };
        } catch {
          return null;
        }
      }),
    );
    return loaded.filter((entry) => entry !== null);
  },
);
