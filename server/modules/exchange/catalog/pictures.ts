/**
 * Product pictures 1C sends as `import_files/…` beside the XML (issue #35). Each is checked to be
 * a JPEG, PNG or WebP by its first bytes (never by its name alone), copied into the shop's media
 * folder under the hash of its content, and named by its /media/ address. Content addressing
 * makes a repeated exchange free and lets products share a file; copying happens while the file
 * is read, before the transaction, and a copy nobody refers to is harmless.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, open, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { NO_PICTURE } from './apply';

const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

function kindOf(head: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export interface PictureStore {
  /**
   * The /media/ address of a picture 1C named (relative to the exchange folder), or null when it
   * is missing, outside the folder, too large or not an image.
   */
  copy(folder: string, relative: string): Promise<string | null>;
  /** Draws the picture of products without one, once. */
  ensurePlaceholder(): Promise<void>;
}

export function createPictureStore(mediaDir: string): PictureStore {
  const target = path.join(mediaDir, '1c');
  return {
    async copy(folder, relative) {
      const source = path.resolve(folder, relative);
      const inside = path.relative(folder, source);
      if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) return null;
      try {
        const info = await stat(source);
        if (!info.isFile() || info.size === 0 || info.size > MAX_PICTURE_BYTES) return null;
        const handle = await open(source, 'r');
        const head = Buffer.alloc(12);
        await handle.read(head, 0, 12, 0).finally(() => handle.close());
        const kind = kindOf(head);
        if (!kind) return null;
        const hash = await sha256(source);
        const dir = path.join(target, hash.slice(0, 2));
        const name = `${hash}.${kind}`;
        const file = path.join(dir, name);
        if (!(await exists(file))) {
          await mkdir(dir, { recursive: true });
          const partial = `${file}.${process.pid}.part`;
          await copyFile(source, partial);
          await rename(partial, file);
        }
        return `/media/1c/${hash.slice(0, 2)}/${name}`;
      } catch {
        return null;
      }
    },

    async ensurePlaceholder() {
      const file = path.join(mediaDir, NO_PICTURE.slice('/media/'.length));
      if (await exists(file)) return;
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.part`;
      await sharp({
        create: { width: 512, height: 512, channels: 3, background: '#ECE9E3' },
      })
        .webp({ quality: 80 })
        .toFile(partial);
      await rename(partial, file);
    },
  };
}
