/** The /media/ file server: only images from the media folder, with safe headers. */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMedia } from '@/server/modules/media/handler';
import { resolveMediaFile } from '@/server/modules/media/service';
import { isMediaUrlPath, mediaContentType } from '@/server/platform/media-paths';

let base: string;
let root: string;

beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'selvedge-media-test-'));
  root = path.join(base, 'media');
  await mkdir(path.join(root, 'v1', 'swatches'), { recursive: true });
  await writeFile(path.join(root, 'v1', 'swatches', 'black.webp'), Buffer.from('RIFF0000WEBP'));
  await writeFile(path.join(root, 'v1', 'page.html'), '<script>alert(1)</script>');
  await writeFile(path.join(root, '.hidden.jpg'), 'x');
  await writeFile(path.join(base, 'secret.jpg'), 'outside');
  await symlink(path.join(base, 'secret.jpg'), path.join(root, 'v1', 'link.jpg'));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const get = (segments: string[], init: RequestInit = {}) =>
  serveMedia(new Request(`http://shop.test/media/${segments.join('/')}`, init), segments, root);

describe('media content types', () => {
  it('maps the allowlisted extensions, case-insensitively', () => {
    expect(mediaContentType('a.webp')).toBe('image/webp');
    expect(mediaContentType('a.JPG')).toBe('image/jpeg');
    expect(mediaContentType('a.jpeg')).toBe('image/jpeg');
    expect(mediaContentType('a.png')).toBe('image/png');
    expect(mediaContentType('a.avif')).toBe('image/avif');
  });

  it('refuses everything else', () => {
    for (const name of ['a.svg', 'a.html', 'a.js', 'a', '.webp', 'a.webp.txt'])
      expect(mediaContentType(name), name).toBeNull();
  });
});

describe('media path resolution', () => {
  it('finds a file inside the folder', async () => {
    const file = await resolveMediaFile(root, ['v1', 'swatches', 'black.webp']);
    expect(file?.contentType).toBe('image/webp');
  });

  it('refuses traversal, dot files, separators, symlinks out and other types', async () => {
    const refused = [
      ['..', 'secret.jpg'],
      ['v1', '..', '..', 'secret.jpg'],
      ['v1%2F..%2F..%2Fsecret.jpg'],
      ['..%2Fsecret.jpg'],
      ['v1/../../secret.jpg'],
      ['v1\\..\\..\\secret.jpg'],
      [path.join(base, 'secret.jpg')],
      ['.hidden.jpg'],
      ['v1', 'link.jpg'],
      ['v1', 'page.html'],
      ['v1', 'swatches'],
      ['v1', 'missing.webp'],
      ['v1', 'swatches', 'black.webp\0.png'],
      [],
    ];
    for (const segments of refused)
      expect(await resolveMediaFile(root, segments), segments.join('|')).toBeNull();
  });
});

describe('media addresses the image optimiser may fetch (issue #33)', () => {
  it('takes a file written the one way the shop writes it', () => {
    for (const url of ['/media/v2/scenes/rolls-3-800x600.jpg', '/media/v1/swatches/black.webp'])
      expect(isMediaUrlPath(url), url).toBe(true);
  });

  it('refuses what Next’s router would redirect or the file server refuse', () => {
    for (const url of [
      '/media',
      '/media/',
      '/media/v2/scenes',
      '/media/v2/scenes/',
      '/media/v2//scenes/rolls-3-800x600.jpg',
      '/media\\v2\\scenes\\rolls-3-800x600.jpg',
      '/media/v2/./scenes/rolls-3-800x600.jpg',
      '/media/v2/../v2/scenes/rolls-3-800x600.jpg',
      '/media/%2e%2e/secret.jpg',
      '/media/v2/scenes/rolls-3-800x600.jpg/',
      '/media/v2/page.html',
      '/mediax/a.jpg',
      '//media/a.jpg',
    ])
      expect(isMediaUrlPath(url), url).toBe(false);
  });
});

describe('media responses', () => {
  it('serves an image with long-lived caching and nosniff', async () => {
    const res = await get(['v1', 'swatches', 'black.webp']);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-length')).toBe('12');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('RIFF0000WEBP');
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await get(['v1', 'swatches', 'black.webp'], { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('12');
    expect(res.body).toBeNull();
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(['v1', 'swatches', 'black.webp']);
    const etag = first.headers.get('etag')!;
    const res = await get(['v1', 'swatches', 'black.webp'], { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
  });

  it('answers 404 to traversal and to files of other types', async () => {
    for (const segments of [
      ['..', 'secret.jpg'],
      ['v1', 'page.html'],
      ['v1', 'link.jpg'],
    ]) {
      const res = await get(segments);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });

  it('allows only GET and HEAD', async () => {
    const res = await get(['v1', 'swatches', 'black.webp'], { method: 'POST' });
    expect(res.status).toBe(405);
  });
});
