/**
 * A streaming scan of the XML an .xlsx is made of (issue #33): tags and text, chunk by chunk,
 * with nothing kept but the unfinished tail of a chunk. exceljs builds the whole sheet in memory
 * first, and its streaming reader spools a sheet that comes before the shared strings (as Excel
 * writes them) to a temporary file and keeps every shared string; so the quick order reads the
 * few parts it needs itself. Only what SpreadsheetML uses is understood: elements, attributes,
 * the five named entities and character references, comments, CDATA and processing
 * instructions; a DOCTYPE (never written by a spreadsheet program) is refused, so no entity is
 * ever defined by the file.
 */
import 'server-only';

export class XmlScanError extends Error {
  constructor(readonly kind: 'malformed' | 'too-big') {
    super(`xml ${kind}`);
  }
}

export interface XmlEvents {
  /** An element opens; `name` without its namespace prefix, attributes as written. */
  open(name: string, attributes: Record<string, string>): void;
  /** An element closes (right after `open` for `<a/>`). */
  close(name: string): void;
  /** Text inside elements, decoded; only while `capturing` is set. */
  text(text: string): void;
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, ref) => {
    if (ref[0] !== '#') return entities[ref]!;
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
/** A whole tag from its '<': quoted values may hold '>'. */
const tagPattern = /<[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/y;
const attributePattern = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export class XmlScanner {
  /** Set by the handler between tags: the text that follows is passed on only while true. */
  capturing = false;
  private tail = '';
  private events: XmlEvents = { open() {}, close() {}, text() {} };

  constructor(
    /** The longest tag, comment or CDATA section, and the longest text run being captured. */
    private readonly maxRun: number,
  ) {}

  /** Scans the next piece of the document; `events` hear what it completes. */
  write(chunk: string, events: XmlEvents): void {
    this.events = events;
    const data = this.tail + chunk;
    let at = 0;
    for (;;) {
      const lt = data.indexOf('<', at);
      if (lt === -1) break;
      // Text is whole once the next '<' is in sight (an entity never holds one).
      if (lt > at && this.capturing) this.events.text(decode(data.slice(at, lt)));
      const end = this.markup(data, lt);
      if (end === -1) {
        if (data.length - lt > this.maxRun) throw new XmlScanError('too-big');
        this.tail = data.slice(lt);
        return;
      }
      at = end;
    }
    // Text with no '<' after it yet: kept only when it is wanted, and then bounded.
    if (!this.capturing || at === data.length) {
      this.tail = '';
      return;
    }
    if (data.length - at > this.maxRun) throw new XmlScanError('too-big');
    this.tail = data.slice(at);
  }

  /** The part ended: anything left open is a broken file. */
  end(): void {
    if (this.tail.includes('<')) throw new XmlScanError('malformed');
  }

  /** Handles the markup at `lt`; answers the index after it, or -1 when it is not all here. */
  private markup(data: string, lt: number): number {
    if (data.startsWith('<!--', lt)) {
      const close = data.indexOf('-->', lt + 4);
      return close === -1 ? -1 : close + 3;
    }
    if (data.startsWith('<![CDATA[', lt)) {
      const close = data.indexOf(']]>', lt + 9);
      if (close === -1) return -1;
      if (this.capturing) this.events.text(data.slice(lt + 9, close));
      return close + 3;
    }
    if (data.startsWith('<?', lt)) {
      const close = data.indexOf('?>', lt + 2);
      return close === -1 ? -1 : close + 2;
    }
    if (data.startsWith('<!', lt)) {
      if (data.length - lt < 9) return -1;
      throw new XmlScanError('malformed');
    }
    // A tag: '>' may stand inside a quoted attribute value.
    tagPattern.lastIndex = lt;
    const tag = tagPattern.exec(data);
    if (!tag) return -1;
    const close = lt + tag[0].length - 1;
    const body = data.slice(lt + 1, close);
    if (body[0] === '/') {
      this.events.close(localName(body.slice(1).trim()));
      return close + 1;
    }
    const selfClosing = body.endsWith('/');
    const inner = selfClosing ? body.slice(0, -1) : body;
    const name = /^[^\s/>]+/.exec(inner)?.[0];
    if (!name) throw new XmlScanError('malformed');
    const attributes: Record<string, string> = {};
    for (const match of inner.slice(name.length).matchAll(attributePattern))
      attributes[match[1]!] = decode(match[2] ?? match[3] ?? '');
    this.events.open(localName(name), attributes);
    if (selfClosing) this.events.close(localName(name));
    return close + 1;
  }
}
