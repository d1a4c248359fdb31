import 'server-only';
import type { ReactNode } from 'react';
import { contentPages, type ContentBlockName, type ContentPage } from '@/lib/api/contract/content';
import { loadBlocks } from '../api/load-blocks';
import { ContentHero } from './content-hero';
import { ContentSection } from './content-section';
import { RevealOnScroll } from './reveal-on-scroll';

/**
 * A marketing page made of its API blocks (calls.txt): the first block opens the page with the
 * <h1>, the others follow as sections in the order of the calls. `slots` adds something (a
 * form, a list) inside a block's section; `dark` and `mist` set a block's background.
 */
export async function BlocksPage<P extends ContentPage>({
  page,
  title,
  slots = {},
  dark = [],
  mist = [],
  children,
}: {
  page: P;
  title?: string;
  slots?: Partial<Record<ContentBlockName<P>, ReactNode>>;
  dark?: readonly ContentBlockName<P>[];
  mist?: readonly ContentBlockName<P>[];
  children?: ReactNode;
}) {
  const blocks = await loadBlocks(page, contentPages[page] as readonly ContentBlockName<P>[]);
  const [first, ...rest] = blocks;
  // Without its blocks (the API out of reach) the page still opens with its <h1>, not an empty
  // main between header and footer.
  const hero = first?.block ?? (title ? { title } : null);
  return (
    <>
      {hero ? <ContentHero block={hero} title={title} /> : null}
      {first && slots[first.name] ? slots[first.name] : null}
      {rest.map(({ name, block }) => (
        <ContentSection
          key={name}
          id={String(name)}
          block={block}
          tone={dark.includes(name) ? 'dark' : mist.includes(name) ? 'mist' : 'paper'}
        >
          {slots[name]}
        </ContentSection>
      ))}
      {children}
      <RevealOnScroll />
    </>
  );
}
