/**
 * The home page's line about the catalogue, 'Футер, кулирка, интерлок, рибана, джерси и ещё
 * четыре группы полотен в наличии.': the sections the catalogue has now, counted from them
 * (issue #34), so that a section 1C adds or deletes (issue #35) changes it. The stored block
 * holds CATALOGUE_GROUPS_MARK, which the content service fills in as it serves the block.
 */
import { pluralForm } from '../format/plural';

export const CATALOGUE_GROUPS_MARK = '{{catalogue_groups}}';

const NAMED_GROUPS = 5;
const feminine = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];

/** The line for these section titles, in the catalogue's order. */
export function catalogueGroupsLine(titles: readonly string[]): string {
  const named = titles.slice(0, NAMED_GROUPS).map((title, i) => (i ? title.toLowerCase() : title));
  const rest = titles.length - named.length;
  if (rest === 0) {
    const last = named.pop()!;
    return named.length ? `${named.join(', ')} и ${last} в наличии.` : `${last} в наличии.`;
  }
  const count = feminine[rest] ?? String(rest);
  const groups = pluralForm(rest, ['группа', 'группы', 'групп']);
  return `${named.join(', ')} и ещё ${count} ${groups} полотен в наличии.`;
}
