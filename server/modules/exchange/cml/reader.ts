/**
 * A streaming reader of CommerceML 2.03–2.10 and 3.1 files (issue #35; the facts it relies on
 * are in docs/1c-exchange.md). It reads a file of any size in bounded memory: bytes are decoded
 * chunk by chunk (decode.ts), parsed by saxes, and only the element of the record being read
 * is kept (tree.ts); the record is handed over when that element closes.
 *
 * The file's kind comes from its content, never its name, and tags are matched by local name
 * whatever their namespace (commerceml_2, commerceml_210, commerceml_3 or none).
 *
 * For the apply step: records come in file order, header first; a group before its subgroups.
 * `onRecord` may return a promise, and nothing more is read until it settles, so records can be
 * written in batches inside one transaction. When `readCml` rejects (a CmlError for a file that
 * is malformed, cut short or has an unreadable number; or what `onRecord` threw), the records
 * already handed over belong to a file that is refused as a whole: roll them back.
 */
import 'server-only';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { decodeCml } from './decode';
import { CmlError, pathText } from './errors';
import {
  documentOf,
  groupOf,
  offerOf,
  priceTypeOf,
  productOf,
  propertyOf,
  unitRecordOf,
  warehouseOf,
} from './records';
import { cmlTexts } from './texts';
import { NodeScope, type CmlNode } from './tree';
import type { CmlContents, CmlRecord, CmlRecordKind, CmlSummary } from './types';
import { cmlText, parseCmlBoolean, parseCmlNumber } from './values';

export interface CmlLimits {
  /** Elements nested deeper than this are refused (31 levels of groups fit). */
  maxDepth: number;
  /** The text of one element, in characters. */
  maxText: number;
  /** The text of `Описание` and of a requisite's `Значение` (ОписаниеВФорматеHTML). */
  maxLongText: number;
  /** One record's element with everything in it (a `Документ` with its lines). */
  maxRecordChars: number;
  /** One tag, or one run of text between tags, as written (with entities), before it is parsed. */
  maxPendingChars: number;
}

export const cmlLimits: CmlLimits = {
  maxDepth: 64,
  maxText: 64 * 1024,
  maxLongText: 1024 * 1024,
  maxRecordChars: 8 * 1024 * 1024,
  maxPendingChars: 8 * 1024 * 1024,
};

export interface ReadCmlOptions {
  /** The name messages give the file: the name 1C uploaded it under. */
  fileName: string;
  /** Called for each record in file order; the reader waits for a returned promise. */
  onRecord: (record: CmlRecord) => void | Promise<void>;
  limits?: Partial<CmlLimits>;
}

/**
 * Reads one CommerceML file from `input` (a Node stream or any async iterable of bytes) and
 * hands its records to `onRecord`. Resolves to the file's summary once the whole file has
 * been read and every record handled.
 */
export async function readCml(
  input: AsyncIterable<Uint8Array | string>,
  options: ReadCmlOptions,
): Promise<CmlSummary> {
  const reader = new CmlReader(options.fileName, { ...cmlLimits, ...options.limits });
  for await (const text of decodeCml(input, options.fileName)) {
    for (let at = 0; at < text.length; at += writeSlice) {
      reader.write(at === 0 && text.length <= writeSlice ? text : text.slice(at, at + writeSlice));
      await reader.drain(options.onRecord);
    }
  }
  reader.end();
  await reader.drain(options.onRecord);
  return reader.summary();
}

/** Text handed to saxes at a time: records it completes wait in `pending` until handled. */
const writeSlice = 64 * 1024;
/** What a captured element costs against maxRecordChars besides its text. */
const nodeCost = 64;

const blocks = new Set([
  'Классификатор',
  'Каталог',
  'ПакетПредложений',
  'ИзмененияПакетаПредложений',
]);

type CaptureKind = Exclude<CmlRecordKind, 'header'> | 'flag';

interface Capture {
  kind: CaptureKind;
  scope: NodeScope;
  root: CmlNode;
  /** Open elements of the capture, its root first. */
  stack: CmlNode[];
  size: number;
}

/** Which record an element starts, from its name and the two above it. */
function captureKind(name: string, path: readonly string[]): CaptureKind | null {
  const parent = path[path.length - 1];
  const grand = path[path.length - 2];
  switch (name) {
    case 'Группа':
      return parent === 'Группы' && (grand === 'Классификатор' || grand === 'Группа')
        ? 'group'
        : null;
    case 'Свойство':
      return parent === 'Свойства' && grand === 'Классификатор' ? 'property' : null;
    case 'ТипЦены':
      return parent === 'ТипыЦен' ? 'priceType' : null;
    case 'Склад':
      return parent === 'Склады' ? 'warehouse' : null;
    case 'ЕдиницаИзмерения':
      return parent === 'ЕдиницыИзмерения' ? 'unit' : null;
    case 'Товар':
      return parent === 'Товары' && grand === 'Каталог' ? 'product' : null;
    case 'Предложение':
      return parent === 'Предложения' &&
        (grand === 'ПакетПредложений' || grand === 'ИзмененияПакетаПредложений')
        ? 'offer'
        : null;
    case 'Документ':
      // 3.x writers may wrap documents in Контейнер.
      return path.length === 1 || parent === 'Контейнер' ? 'document' : null;
    case 'СодержитТолькоИзменения':
      // The element form older writers put first in Каталог / ПакетПредложений (Bitrix reads both).
      return path.length === 2 && blocks.has(parent ?? '') ? 'flag' : null;
    default:
      return null;
  }
}

const longTexts = new Set(['Описание', 'ПолноеОписание']);

function isLongText(node: CmlNode): boolean {
  return (
    longTexts.has(node.name) ||
    (node.name === 'Значение' && node.parent?.name === 'ЗначениеРеквизита')
  );
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

class CmlReader {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  /** Local names of the open elements, root first. */
  private readonly path: string[] = [];
  private capture: Capture | null = null;
  /** Groups already handed over whose subgroups are being read: `index` is the Группа's place in `path`. */
  private readonly groupParents: { index: number; id: string }[] = [];
  private pending: CmlRecord[] = [];
  private lastEventAt = 0;
  private schemaVersion: string | null = null;
  private generatedAt: string | null = null;
  /** The blocks under the root and their СодержитТолькоИзменения (null: not said). */
  private readonly blockFlags = new Map<string, boolean | null>();
  private catalogHasProducts = false;
  private readonly counts: Record<CmlRecordKind, number> = {
    header: 0,
    group: 0,
    property: 0,
    priceType: 0,
    warehouse: 0,
    unit: 0,
    product: 0,
    offer: 0,
    document: 0,
  };

  constructor(
    private readonly fileName: string,
    private readonly limits: CmlLimits,
  ) {
    const { parser } = this;
    parser.on('opentag', (tag) => this.openElement(tag));
    parser.on('closetag', () => this.closeElement());
    parser.on('text', (text) => this.text(text, false));
    parser.on('cdata', (text) => this.text(text, true));
    const mark = () => this.mark();
    parser.on('comment', mark);
    parser.on('processinginstruction', mark);
    parser.on('doctype', mark);
    parser.on('xmldecl', mark);
    parser.on('error', (error) => this.xmlError(error));
  }

  write(text: string): void {
    this.parser.write(text);
    // saxes keeps an unfinished tag or text run whole: bound it before it grows with the file.
    if (this.parser.position - this.lastEventAt > this.limits.maxPendingChars)
      this.fail(cmlTexts.tooLongMarkup(pathText(this.path), this.limits.maxPendingChars));
  }

  end(): void {
    this.parser.close();
  }

  async drain(onRecord: (record: CmlRecord) => void | Promise<void>): Promise<void> {
    if (this.pending.length === 0) return;
    const records = this.pending;
    this.pending = [];
    for (const record of records) {
      const handled = onRecord(record);
      if (handled) await handled;
    }
  }

  summary(): CmlSummary {
    const contains = this.contains();
    const main =
      contains === 'catalog'
        ? 'Каталог'
        : contains === 'offers'
          ? 'ПакетПредложений'
          : contains === 'classifier'
            ? 'Классификатор'
            : null;
    const flag = (block: string | null) => (block ? (this.blockFlags.get(block) ?? null) : null);
    const onlyChanges = this.blockFlags.has('ИзмененияПакетаПредложений')
      ? true
      : (flag(main) ??
        flag('Каталог') ??
        flag('ПакетПредложений') ??
        flag('Классификатор') ??
        false);
    return {
      schemaVersion: this.schemaVersion,
      generatedAt: this.generatedAt,
      contains,
      onlyChanges,
      counts: { ...this.counts },
    };
  }

  private contains(): CmlContents | null {
    const has = (block: string) => this.blockFlags.has(block);
    if (this.counts.document > 0) return 'documents';
    if (has('Каталог') && (this.catalogHasProducts || !has('Классификатор'))) return 'catalog';
    if (has('ПакетПредложений') || has('ИзмененияПакетаПредложений')) return 'offers';
    if (has('Классификатор')) return 'classifier';
    return null;
  }

  private emit(record: CmlRecord): void {
    this.counts[record.kind] += 1;
    this.pending.push(record);
  }

  private mark(): void {
    this.lastEventAt = this.parser.position;
  }

  private fail(reason: string, line = this.parser.line): never {
    throw new CmlError(this.fileName, reason, { line, path: [...this.path] });
  }

  private openElement(tag: SaxesTagPlain): void {
    this.mark();
    const name = localName(tag.name);
    const { path } = this;
    if (path.length >= this.limits.maxDepth)
      this.fail(cmlTexts.tooDeep(pathText([...path, name]), this.limits.maxDepth));
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) {
      if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
      if (value.length > this.limits.maxText)
        this.fail(cmlTexts.tooLongText(pathText([...path, name]), this.limits.maxText));
      attributes[localName(key)] = value;
    }
    if (path.length === 0) this.openRoot(name, attributes);
    else if (this.capture) this.openInCapture(this.capture, name, attributes);
    else this.openOutside(name, attributes);
    path.push(name);
  }

  private openRoot(name: string, attributes: Record<string, string>): void {
    if (name !== 'КоммерческаяИнформация') {
      this.path.push(name);
      this.fail(cmlTexts.unknownRoot(name));
    }
    this.schemaVersion = cmlText(attributes['ВерсияСхемы']);
    this.generatedAt = cmlText(attributes['ДатаФормирования']);
    // CommerceML 1.x has the same root and different everything else.
    const version = parseCmlNumber(this.schemaVersion);
    if (this.schemaVersion !== null && version !== null && version < 2) {
      this.path.push(name);
      this.fail(cmlTexts.oldSchema(this.schemaVersion));
    }
    this.emit({ kind: 'header', schemaVersion: this.schemaVersion, generatedAt: this.generatedAt });
  }

  private openOutside(name: string, attributes: Record<string, string>): void {
    const { path } = this;
    if (path.length === 1 && blocks.has(name))
      this.blockFlags.set(name, parseCmlBoolean(attributes['СодержитТолькоИзменения']));
    if (name === 'Товары' && path[path.length - 1] === 'Каталог') this.catalogHasProducts = true;
    const kind = captureKind(name, path);
    if (!kind) return;
    const root: CmlNode = {
      name,
      attributes,
      children: [],
      text: '',
      line: this.parser.line,
      parent: null,
    };
    this.capture = {
      kind,
      scope: new NodeScope(this.fileName, [...path]),
      root,
      stack: [root],
      size: nodeCost,
    };
  }

  private openInCapture(capture: Capture, name: string, attributes: Record<string, string>): void {
    if (capture.kind === 'group' && capture.stack.length === 1 && name === 'Группы') {
      // Subgroups follow: hand the group over now (its Ид and Наименование come first), so
      // that a parent always comes before its children, and read them as records of their own.
      const group = groupOf(capture.scope, capture.root, this.parentGroup());
      this.emit(group);
      this.groupParents.push({ index: this.path.length - 1, id: group.id });
      this.capture = null;
      return;
    }
    const parent = capture.stack[capture.stack.length - 1]!;
    const node: CmlNode = {
      name,
      attributes,
      children: [],
      text: '',
      line: this.parser.line,
      parent,
    };
    capture.size += nodeCost;
    for (const value of Object.values(attributes)) capture.size += value.length;
    if (capture.size > this.limits.maxRecordChars)
      capture.scope.fail(capture.root, (path) => cmlTexts.tooBig(path));
    parent.children.push(node);
    capture.stack.push(node);
  }

  private closeElement(): void {
    this.mark();
    this.path.pop();
    const capture = this.capture;
    if (capture) {
      if (capture.stack.length > 1) capture.stack.pop();
      else {
        this.capture = null;
        this.finish(capture);
      }
      return;
    }
    const group = this.groupParents[this.groupParents.length - 1];
    if (group && group.index === this.path.length) this.groupParents.pop();
  }

  private parentGroup(): string | null {
    return this.groupParents[this.groupParents.length - 1]?.id ?? null;
  }

  private finish({ kind, scope, root }: Capture): void {
    switch (kind) {
      case 'group':
        return this.emit(groupOf(scope, root, this.parentGroup()));
      case 'property':
        return this.emit(propertyOf(scope, root));
      case 'priceType':
        return this.emit(priceTypeOf(scope, root));
      case 'warehouse':
        return this.emit(warehouseOf(scope, root));
      case 'unit':
        return this.emit(unitRecordOf(scope, root));
      case 'product':
        return this.emit(productOf(scope, root));
      case 'offer':
        return this.emit(offerOf(scope, root));
      case 'document':
        return this.emit(documentOf(scope, root));
      case 'flag': {
        const block = this.path[this.path.length - 1]!;
        const value = parseCmlBoolean(root.text);
        if (value !== null) this.blockFlags.set(block, value);
        return;
      }
    }
  }

  private text(text: string, cdata: boolean): void {
    this.mark();
    const capture = this.capture;
    if (!capture || (!cdata && !/\S/.test(text))) return;
    const node = capture.stack[capture.stack.length - 1]!;
    node.text += text;
    capture.size += text.length;
    const limit = isLongText(node) ? this.limits.maxLongText : this.limits.maxText;
    if (node.text.length > limit)
      capture.scope.fail(node, (path) => cmlTexts.tooLongText(path, limit));
    if (capture.size > this.limits.maxRecordChars)
      capture.scope.fail(capture.root, (path) => cmlTexts.tooBig(path));
  }

  private xmlError(error: Error): never {
    const problem = error.message.replace(/^\d+:\d+: /, '');
    const where = pathText(this.path);
    if (/^(unclosed tag|unexpected end)/.test(problem))
      this.fail(where ? cmlTexts.truncated(where) : cmlTexts.noDocument);
    if (problem.startsWith('document must contain a root element')) this.fail(cmlTexts.noDocument);
    const known = cmlTexts.xmlProblems.find(([pattern]) => pattern.test(problem));
    const detail = known ? problem.replace(known[0], known[1]) : problem;
    throw new CmlError(this.fileName, cmlTexts.badXml(where, detail), {
      line: this.parser.line,
      column: this.parser.column,
      path: [...this.path],
    });
  }
}
