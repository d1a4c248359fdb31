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
