/**
 * The images a seed refers to. Data modules ask for a picture and get its URL at once; the
 * files are drawn afterwards by `render()`, in parallel with the database inserts. Names are
 * derived from what is drawn (texture, colour, view, size), never from the seed, so the same
 * picture is shared by thousands of products and survives re-seeding: an existing file is
 * kept, which makes a second run nearly free.
 */
import 'server-only';
import { access, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { shadeImage, shadeMap, tintOperands, type SwatchView, type Texture } from './knit';
import { avatarSvg, sceneSvg, type SceneKind } from './scenes';

/** Bump when a drawing changes, so that files from an older generator are not reused. */
export const MEDIA_VERSION = 'v2';
export const MEDIA_URL_PREFIX = '/media';

/** storefront.md §3 "Image object": `src` for any browser, `webp` for those that take it. */
export interface ImageSource {
  src: string;
  webp: string;
}
export type ImageObject = { mobile: ImageSource; other: ImageSource } & Partial<
  Record<'mobileContent' | 'content', ImageSource>
>;

type Size = readonly [width: number, height: number];

interface Job {
  files: string[];
  draw: () => Promise<void>;
}

/** Big enough for the product gallery on a phone; next/image scales it down for cards. */
export const SWATCH_SIZE = 512;

export class MediaPlan {
  private readonly jobs = new Map<string, Job>();
  private readonly shades = new Map<string, Buffer>();
  private readonly variants = new Map<SceneKind, number>();
  private cancelled = false;

  constructor(readonly dir: string) {}

  /** URL of a fabric photo; the face view also gets a .jpg twin for Open Graph. */
  swatch(texture: Texture, colour: { slug: string; hex: string }, view: SwatchView): string {
    const base = `${MEDIA_VERSION}/swatches/${texture}/${colour.slug}-${view}`;
    const formats = view === 'face' ? (['webp', 'jpg'] as const) : (['webp'] as const);
    this.add(base, formats, async () => {
      const key = `${texture}:${view}`;
      let shade = this.shades.get(key);
      if (!shade) {
        shade = shadeImage(shadeMap(texture, view, SWATCH_SIZE));
        this.shades.set(key, shade);
      }
      const { a, b } = tintOperands(colour.hex);
      return sharp(shade, { raw: { width: SWATCH_SIZE, height: SWATCH_SIZE, channels: 3 } }).linear(
        a,
        b,
      );
    });
    return this.url(`${base}.webp`);
  }

  /**
   * A variant of `kind` no place has drawn yet: each banner, press item and content block asks
   * for its own, so that no two places show the same picture (issue 17). The variant chooses
   * the colour scheme and the layout's chance (scenes.ts).
   */
  nextVariant(kind: SceneKind): number {
    const variant = this.variants.get(kind) ?? 0;
    this.variants.set(kind, variant + 1);
    return variant;
  }

  /** A section's tile: its own knit, draped, in its own colour, as jpg and webp. */
  tile(texture: Texture, colour: { slug: string; hex: string }): ImageSource {
    const base = `${MEDIA_VERSION}/tiles/${texture}-${colour.slug}`;
    this.add(base, ['webp', 'jpg'], async () => {
      const { a, b } = tintOperands(colour.hex);
      const shade = shadeImage(shadeMap(texture, 'drape', SWATCH_SIZE));
      return sharp(shade, { raw: { width: SWATCH_SIZE, height: SWATCH_SIZE, channels: 3 } }).linear(
        a,
        b,
      );
    });
    return { src: this.url(`${base}.jpg`), webp: this.url(`${base}.webp`) };
  }

  /** One illustration at one size, as jpg and webp. */
  scene(kind: SceneKind, variant: number, [w, h]: Size): ImageSource {
    const base = `${MEDIA_VERSION}/scenes/${kind}-${variant}-${w}x${h}`;
    this.add(base, ['webp', 'jpg'], async () => sharp(Buffer.from(sceneSvg(kind, variant, w, h))));
    return { src: this.url(`${base}.jpg`), webp: this.url(`${base}.webp`) };
  }

  /** An image object with a narrow picture for phones and a wide one for everything else. */
  picture(
    kind: SceneKind,
    variant: number,
    mobile: Size = [800, 1000],
    other: Size = [1600, 800],
  ): ImageObject {
    return { mobile: this.scene(kind, variant, mobile), other: this.scene(kind, variant, other) };
  }

  avatar(key: string): ImageSource {
    const base = `${MEDIA_VERSION}/avatars/${key}`;
    this.add(base, ['webp', 'jpg'], async () => sharp(Buffer.from(avatarSvg(key, 320))));
    return { src: this.url(`${base}.jpg`), webp: this.url(`${base}.webp`) };
  }

  /** Every URL the seeded data refers to. */
  urls(): string[] {
    return [...this.jobs.values()].flatMap((job) => job.files.map((file) => this.url(file)));
  }

  /** Draws the missing files, a few at a time (sharp encodes on libvips' own threads). */
  async render(concurrency = 4): Promise<{ written: number; kept: number }> {
    const queue = [...this.jobs.values()];
    let written = 0;
    let kept = 0;
    const worker = async () => {
      for (let job = queue.shift(); job && !this.cancelled; job = queue.shift()) {
        if (await allExist(job.files.map((f) => path.join(this.dir, f)))) kept++;
        else {
          await job.draw();
          written++;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { written, kept };
  }

  /** Stops drawing after the files in progress, when the seed they belong to has failed. */
  cancel(): void {
    this.cancelled = true;
  }

  private url(file: string): string {
    return `${MEDIA_URL_PREFIX}/${file}`;
  }

  private add(base: string, formats: readonly ('webp' | 'jpg')[], image: () => Promise<Sharp>) {
    if (this.jobs.has(base)) return;
    const files = formats.map((ext) => `${base}.${ext}`);
    this.jobs.set(base, {
      files,
      draw: async () => {
        const encode = (image: Sharp, file: string) =>
          writeAtomically(
            file.endsWith('.webp')
              ? image.webp({ quality: 78, effort: 0 })
              : image.jpeg({ quality: 80 }),
            path.join(this.dir, file),
          );
        await mkdir(path.join(this.dir, path.dirname(base)), { recursive: true });
        if (files.length === 1) return encode(await image(), files[0]!);
        // Rasterise once: sharp would otherwise re-render an SVG for every output format.
        const { data, info } = await (await image()).raw().toBuffer({ resolveWithObject: true });
        const raw = { width: info.width, height: info.height, channels: info.channels };
        await Promise.all(files.map((file) => encode(sharp(data, { raw }), file)));
      },
    });
  }
}

async function allExist(files: string[]): Promise<boolean> {
  try {
    await Promise.all(files.map((file) => access(file)));
    return true;
  } catch {
    return false;
  }
}

/** A run killed mid-write must not leave a truncated file that later runs would keep. */
async function writeAtomically(image: Sharp, file: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await image.toFile(temp);
  await rename(temp, file);
}
