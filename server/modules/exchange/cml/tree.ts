/**
 * The element a record is read from, kept whole until it closes (one `Товар`, one
 * `Предложение`, one `Документ`) and then dropped: the reader never holds more of a file.
 * Names are local (a namespace prefix dropped), text is the element's own, whitespace-only runs
 * left out.
 */
import 'server-only';
import { CmlError } from './errors';
import { cmlTexts } from './texts';
import { cmlText, parseCmlBoolean, parseCmlNumber } from './values';

export interface CmlNode {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: CmlNode[];
  text: string;
  /** The line its start tag ends on. */
  readonly line: number;
  readonly parent: CmlNode | null;
}

/** A captured element's file and place, for messages about it. */
export class NodeScope {
  constructor(
    readonly fileName: string,
    /** Path of the captured root's parent. */
    private readonly base: readonly string[],
  ) {}

  pathOf(node: CmlNode): string[] {
    const names: string[] = [];
    for (let at: CmlNode | null = node; at; at = at.parent) names.push(at.name);
    return [...this.base, ...names.reverse()];
  }

  fail(node: CmlNode, reason: (path: string) => string): never {
    const path = this.pathOf(node);
    throw new CmlError(this.fileName, reason((path.length > 1 ? path.slice(1) : path).join('/')), {
      line: node.line,
      path,
    });
  }

  /** The trimmed text of a required child, or a CmlError naming `node` ('нет Ид'). */
  required(node: CmlNode, name: string): string {
    return text(child(node, name)) ?? this.fail(node, (path) => cmlTexts.missing(path, name));
  }

  /** A child's number; null when it is absent or empty, a CmlError when it does not read. */
  number(node: CmlNode, name: string): number | null {
    const found = child(node, name);
    const raw = text(found);
    if (found === undefined || raw === null) return null;
    return parseCmlNumber(raw) ?? this.fail(found, (path) => cmlTexts.notNumber(path, raw));
  }

  /** A number given as an attribute or a child element of the same name. */
  numberAttribute(node: CmlNode, name: string): number | null {
    const raw = cmlText(node.attributes[name]);
    if (raw === null) return this.number(node, name);
    return (
      parseCmlNumber(raw) ?? this.fail(node, (path) => cmlTexts.attributeNotNumber(path, name, raw))
    );
  }
}

export function child(node: CmlNode | undefined, name: string): CmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}

export function childrenNamed(node: CmlNode | undefined, ...names: string[]): CmlNode[] {
  return node ? node.children.filter((c) => names.includes(c.name)) : [];
}

/** The first of `path`'s elements down from `node`: descend(node, 'Адрес', 'Представление'). */
export function descend(node: CmlNode | undefined, ...path: string[]): CmlNode | undefined {
  let at = node;
  for (const name of path) at = child(at, name);
  return at;
}

export function text(node: CmlNode | undefined): string | null {
  return node ? cmlText(node.text) : null;
}

export function childText(node: CmlNode | undefined, name: string): string | null {
  return text(child(node, name));
}

/** An attribute, else a child element of the same name (writers use both). */
export function attributeOrChild(node: CmlNode, name: string): string | null {
  return cmlText(node.attributes[name]) ?? childText(node, name);
}

export function childBoolean(node: CmlNode | undefined, name: string): boolean | null {
  return parseCmlBoolean(childText(node, name));
}
