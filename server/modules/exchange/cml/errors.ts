import 'server-only';
import { cmlTexts } from './texts';

/** Where in a file a problem was found: the line (1-based) and the element path from the root. */
export interface CmlPlace {
  line?: number;
  column?: number;
  /** Local names from the root down, e.g. ['КоммерческаяИнформация', 'Каталог', 'Товары', 'Товар']. */
  path?: readonly string[];
}

/**
 * A CommerceML file the reader refuses: not well-formed, cut short, of an unknown encoding or
 * root, a number that does not read, an Ид missing. `message` is the whole Russian sentence for
 * 1C's log ('import.xml, строка 120: в элементе Каталог/Товары/Товар нет Ид'); `reason` is the
 * part after the place.
 */
export class CmlError extends Error {
  override readonly name = 'CmlError';
  readonly line?: number;
  readonly column?: number;
  readonly path: readonly string[];

  constructor(
    readonly fileName: string,
    readonly reason: string,
    place: CmlPlace = {},
  ) {
    super(`${cmlTexts.where(fileName, place.line)}: ${reason}`);
    this.line = place.line;
    this.column = place.column;
    this.path = place.path ?? [];
  }
}

/** An element path as messages show it: without the root, which is the same in every file. */
export function pathText(path: readonly string[]): string {
  return (path.length > 1 ? path.slice(1) : path).join('/');
}
