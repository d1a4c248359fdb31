/**
 * The JSON vocabulary of content blocks (content_blocks.data). Every block has a `title`
 * and any of the parts below; a page's components pick the parts they render. Text fields
 * named `text` and `answer` are trusted HTML written by the seed (the back office in real
 * life); images are storefront.md §3 image objects.
 */
import 'server-only';
import type { ImageObject, MediaPlan } from '../images/media-plan';
import type { SceneKind } from '../images/scenes';
import { paragraphs } from '../text';

export interface Link {
  title: string;
  href: string;
}
export interface Item {
  id: number;
  title: string;
  text?: string;
  image?: ImageObject;
  /** A figure shown large on the card ('6 200'), with its unit ('м²'). */
  value?: number;
  unit?: string;
  link?: Link;
}
export interface Figure {
  id: number;
  value: number;
  unit: string;
  text: string;
}
export interface Question {
  id: number;
  question: string;
  answer: string;
}
export interface Stage {
  id: number;
  number: string;
  title: string;
  text: string;
}
/** A background video; the block's image is its poster. */
export interface Video {
  src: string;
  type: string;
}
export interface Block {
  title: string;
  subtitle?: string;
  text?: string;
  image?: ImageObject;
  video?: Video;
  link?: Link;
  items?: Item[];
  numbers?: Figure[];
  questions?: Question[];
  stages?: Stage[];
}

/** Blocks of one page, keyed by the call name (e.g. getMainTrust). */
export type PageBlocks = Record<string, Block>;

/** Drawing helpers bound to the seed's media plan. */
export function pictures(media: MediaPlan) {
  return {
    /** Full-width picture: portrait on phones, landscape elsewhere; a variant of its own. */
    hero: (kind: SceneKind) => media.picture(kind, media.nextVariant(kind)),
    /** Card picture: one 800×600 file serves both breakpoints; a variant of its own. */
    card: (kind: SceneKind): ImageObject => {
      const source = media.scene(kind, media.nextVariant(kind), [800, 600]);
      return { mobile: source, other: source };
    },
  };
}

type Without<T> = Omit<T, 'id'>;
const numbered = <T>(list: Without<T>[]) => list.map((x, i) => ({ id: i + 1, ...x }) as T);

export const items = (list: Without<Item>[]) => numbered<Item>(list);
export const figures = (list: [value: number, unit: string, text: string][]) =>
  list.map(([value, unit, text], i): Figure => ({ id: i + 1, value, unit, text }));
export const questions = (list: [question: string, answer: string][]) =>
  list.map(([question, answer], i): Question => ({
    id: i + 1,
    question,
    answer: paragraphs(answer),
  }));
export const stages = (list: [title: string, text: string][]) =>
  list.map(([title, text], i): Stage => ({
    id: i + 1,
    number: String(i + 1).padStart(2, '0'),
    title,
    text,
  }));
export { paragraphs as html };

/**
 * The knitting-machine loop shown by production blocks: a 6 s, 190 KB WebM in public/video
 * (recorded from a canvas drawing, like the seed's pictures).
 */
export const knittingVideo: Video = { src: '/video/knitting.webm', type: 'video/webm' };
