/**
 * Zip archives for upload tests: a minimal but real archive (local headers, central directory,
 * end record; deflated entries), as Word writes a .docx, and a zip bomb made as it is packed.
 */
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

interface Packed {
  name: string;
  crc: number;
  size: number;
  packed: Uint8Array;
}

function assemble(entries: Packed[]): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.packed.byteLength, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.packed.byteLength, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    parts.push(local, name, Buffer.from(entry.packed));
    offset += local.length + name.length + entry.packed.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directory, end]));
}

export function zipOf(files: Record<string, string | Uint8Array>): Uint8Array<ArrayBuffer> {
  return assemble(
    Object.entries(files).map(([name, content]) => {
      const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
      return { name, crc: crc32(data), size: data.byteLength, packed: deflateRawSync(data) };
    }),
  );
}

/** A .docx with a Word part, as small as Word would ever write one. */
export const minimalDocx = () =>
  zipOf({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

/** A .docx whose document part is `unpacked` bytes of zeros (packed as it is made). */
export async function docxBomb(unpacked: number): Promise<Uint8Array<ArrayBuffer>> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let written = 0; written < unpacked; written += chunk.length) {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const types = Buffer.from('<?xml version="1.0"?><Types/>');
  return assemble([
    {
      name: '[Content_Types].xml',
      crc: crc32(types),
      size: types.length,
      packed: deflateRawSync(types),
    },
    { name: 'word/document.xml', crc, size: unpacked, packed: Buffer.concat(out) },
  ]);
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const sheetNs =
  'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const relsNs = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';
const relType = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of an .xlsx around its sheet: as Excel lays them out, sheet before shared strings. */
function xlsxParts(sharedStrings: string[]): Record<string, string> {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    '[Content_Types].xml': `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    '_rels/.rels': `${xmlHead}<Relationships ${relsNs}><Relationship Id="rId1" Type="${relType}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${xmlHead}<workbook ${sheetNs}><sheets><sheet name="Заказ" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${xmlHead}<Relationships ${relsNs}><Relationship Id="rId1" Type="${relType}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relType}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/sharedStrings.xml': `${xmlHead}<sst ${sheetNs} count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">${sharedStrings.map((s) => `<si><t xml:space="preserve">${escape(s)}</t></si>`).join('')}</sst>`,
  };
}

/** An .xlsx whose first sheet's `<sheetData>` is `rowsXml` as given (rows written by hand). */
export function xlsxOf(rowsXml: string, sharedStrings: string[] = []): Uint8Array<ArrayBuffer> {
  const { 'xl/sharedStrings.xml': strings, ...parts } = xlsxParts(sharedStrings);
  return zipOf({
    ...parts,
    'xl/worksheets/sheet1.xml': `${xmlHead}<worksheet ${sheetNs}><sheetData>${rowsXml}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': strings!,
  });
}

/**
 * The XLSX row bomb of issue #33: `rows` rows of (article, colour, kg) with no row or cell
 * references (they are optional), so every row is the same 69 bytes and 650,000 rows, ~45 MB of
 * sheet XML, pack into ~155 KB: under both the upload limit and the archive's unpacked ceiling.
 */
export async function xlsxRowBomb(rows: number): Promise<Uint8Array<ArrayBuffer>> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = async (data: Buffer) => {
    crc = crc32(data, crc);
    size += data.length;
    if (!deflate.write(data)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(`${xmlHead}<worksheet ${sheetNs}><sheetData>`));
  const row = '<row><c t="s"><v>0</v></c><c t="s"><v>1</v></c><c><v>40</v></c></row>';
  const batch = Buffer.from(row.repeat(10_000));
  for (let written = 0; written < rows; written += 10_000)
    await write(written + 10_000 <= rows ? batch : Buffer.from(row.repeat(rows - written)));
  await write(Buffer.from('</sheetData></worksheet>'));
  deflate.end();
  await done;
  const packed = (name: string, text: string): Packed => {
    const data = Buffer.from(text, 'utf8');
    return { name, crc: crc32(data), size: data.length, packed: deflateRawSync(data) };
  };
  const { 'xl/sharedStrings.xml': strings, ...parts } = xlsxParts(['ДЖ-107', 'Белый']);
  return assemble([
    ...Object.entries(parts).map(([name, text]) => packed(name, text)),
    { name: 'xl/worksheets/sheet1.xml', crc, size, packed: Buffer.concat(out) },
    packed('xl/sharedStrings.xml', strings!),
  ]);
}
