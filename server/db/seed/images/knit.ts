import 'server-only';

/**
 * Procedural knit textures as shade maps (1 = the yarn's own colour, <1 shadow, >1 sheen).
 * A map is computed once per texture and view and then tinted per colour, so the cost of a
 * swatch is one multiply pass plus the encoder, not an SVG render.
 */

export type Texture =
  | 'jersey'
  | 'fine-jersey'
  | 'interlock'
  | 'rib'
  | 'wide-rib'
  | 'loop'
  | 'fleece'
  | 'velour'
  | 'heather';
export type SwatchView = 'face' | 'closeup' | 'drape';

/** Integer hash of a grid point, in [0, 1). */
function hash2(x: number, y: number, salt: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ Math.imul(salt, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/** Value noise in [0, 1) with cell size `scale` pixels. */
function noise(x: number, y: number, scale: number, salt: number): number {
  const fx = x / scale;
  const fy = y / scale;
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  const tx = smooth(fx - ix);
  const ty = smooth(fy - iy);
  const a = hash2(ix, iy, salt);
  const b = hash2(ix + 1, iy, salt);
  const c = hash2(ix, iy + 1, salt);
  const d = hash2(ix + 1, iy + 1, salt);
  return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
}

function fbm(x: number, y: number, scale: number, salt: number): number {
  return (
    0.55 * noise(x, y, scale, salt) +
    0.3 * noise(x, y, scale / 2.3, salt + 1) +
    0.15 * noise(x, y, scale / 5.1, salt + 2)
  );
}

/** One stockinette stitch: two slanted legs forming a V, brightest along the yarn's crown. */
function stitch(u: number, v: number, slant: number): number {
  const left = 0.27 + (v - 0.5) * slant;
  const right = 0.73 - (v - 0.5) * slant;
  const d = Math.min(Math.abs(u - left), Math.abs(u - right)) / 0.25;
  const crown = d >= 1 ? 0 : Math.cos((d * Math.PI) / 2);
  return 0.58 + 0.47 * crown;
}

function jerseyAt(x: number, y: number, w: number, h: number, salt: number): number {
  const col = Math.floor(x / w);
  const row = Math.floor(y / h);
  const u = x / w - col;
  const v = y / h - row;
  const irregular = 0.94 + 0.1 * hash2(col, row, salt);
  return stitch(u, v, 0.34) * irregular;
}

function ribAt(x: number, y: number, w: number, h: number, ribs: number, salt: number): number {
  const col = Math.floor(x / w);
  // Knit wales stand proud, purl wales sink into shadow between them.
  if (col % (ribs * 2) >= ribs) {
    const v = y / h - Math.floor(y / h);
    return 0.66 + 0.1 * Math.cos(v * Math.PI * 2) + 0.04 * hash2(col, Math.floor(y / h), salt);
  }
  return jerseyAt(x, y, w, h, salt) * 1.05;
}

function loopAt(x: number, y: number, w: number, salt: number): number {
  // Loop-back fleece (футер): a staggered field of small yarn loops over a dim ground.
  const row = Math.floor(y / w);
  const shift = row % 2 ? w / 2 : 0;
  const col = Math.floor((x + shift) / w);
  const cx = (x + shift) / w - col - 0.5;
  const cy = y / w - row - 0.5;
  const r = Math.sqrt(cx * cx * 1.4 + cy * cy);
  const ring = Math.max(0, 1 - Math.abs(r - 0.28) / 0.13);
  return 0.62 + 0.45 * ring * (0.85 + 0.3 * hash2(col, row, salt));
}

export function shadeAt(texture: Texture, x: number, y: number, scale: number): number {
  const grain = 0.97 + 0.06 * hash2(x, y, 7);
  switch (texture) {
    case 'jersey':
      return jerseyAt(x, y, 11 * scale, 8 * scale, 1) * grain;
    case 'fine-jersey':
      return (
        (0.2 + 0.8 * jerseyAt(x, y, 8 * scale, 6 * scale, 2)) *
        grain *
        (0.96 + 0.08 * noise(x, y, 90 * scale, 3))
      );
    case 'interlock':
      return (0.35 + 0.65 * jerseyAt(x, y, 7 * scale, 5 * scale, 4)) * grain;
    case 'rib':
      return ribAt(x, y, 9 * scale, 7 * scale, 1, 5) * grain;
    case 'wide-rib':
      return ribAt(x, y, 9 * scale, 7 * scale, 2, 6) * grain;
    case 'loop':
      return (
        (0.5 * loopAt(x, y, 12 * scale, 8) + 0.5 * jerseyAt(x, y, 10 * scale, 7 * scale, 9)) * grain
      );
    case 'fleece':
      return (0.84 + 0.2 * fbm(x, y, 26 * scale, 10)) * (0.95 + 0.1 * hash2(x >> 1, y >> 1, 11));
    case 'velour':
      return (
        (0.86 + 0.18 * fbm(x, y, 40 * scale, 12) + 0.08 * Math.sin((x + y) / (70 * scale))) *
        (0.985 + 0.03 * hash2(x, y, 13))
      );
    case 'heather':
      return (
        jerseyAt(x, y, 10 * scale, 7 * scale, 14) *
        (0.85 + 0.3 * noise(x * 4, y, 6 * scale, 15)) *
        grain
      );
  }
}

/** A shade map of `size`², with the soft folds of fabric lying on a table for the drape view. */
export function shadeMap(texture: Texture, view: SwatchView, size: number): Float32Array {
  const scale = view === 'closeup' ? 2.4 : view === 'drape' ? 0.85 : 1;
  const map = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let s = shadeAt(texture, x, y, scale);
      if (view === 'drape') {
        const t = (x * 0.8 + y * 0.45) / size + 0.08 * Math.sin((y / size) * 5);
        s *= 0.8 + 0.22 * Math.sin(t * Math.PI * 3.2) + 0.06 * Math.sin(t * Math.PI * 9);
      }
      map[y * size + x] = s;
    }
  }
  return map;
}

/** Shade stored in 8 bits: 1.0 becomes 200, leaving headroom for sheen up to 1.27. */
const SHADE_SCALE = 200;
const LIFT = 46;
const LIFT_FROM = 0.85;

/** A shade map as a grey 3-channel raw image, ready for `tintOperands`. */
export function shadeImage(map: Float32Array): Buffer {
  const out = Buffer.allocUnsafe(map.length * 3);
  for (let p = 0; p < map.length; p++) {
    const v = Math.max(0, Math.min(255, Math.round(map[p]! * SHADE_SCALE)));
    out[p * 3] = v;
    out[p * 3 + 1] = v;
    out[p * 3 + 2] = v;
  }
  return out;
}

/**
 * Operands of sharp's `linear(a, b)` that tint a shade image with a colour, run by libvips off
 * the main thread: colour × shade plus a small lift that keeps stitches visible on black and
 * navy, where a plain multiply would flatten them to one tone.
 */
export function tintOperands(hex: string): { a: number[]; b: number[] } {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return { a: rgb.map((c) => (c + LIFT) / SHADE_SCALE), b: rgb.map(() => -LIFT_FROM * LIFT) };
}
