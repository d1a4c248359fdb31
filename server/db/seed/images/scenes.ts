/**
 * Flat textile-themed illustrations (SVG rendered by sharp) for banners, sections, press and
 * marketing blocks. No text is drawn: fonts differ between machines, and the pages put their
 * own Russian headings over the pictures.
 */
import 'server-only';
import { Random } from '../random';

export type SceneKind =
  | 'drape'
  | 'rolls'
  | 'yarn'
  | 'factory'
  | 'swatches'
  | 'garments'
  | 'team'
  | 'certificate'
  | 'machine'
  | 'accessories'
  | 'city';

/** Calm, textile-like colour schemes: background pair and four fabric tones. */
const schemes = [
  { bg: ['#efe9e1', '#d9cfc2'], tones: ['#1f2f4d', '#c8553d', '#e0b352', '#6f8f7a'] },
  { bg: ['#e9eef2', '#c9d3dc'], tones: ['#24364f', '#8aa1b8', '#d8d2c4', '#b6463a'] },
  { bg: ['#f3efe7', '#e2d6c3'], tones: ['#7a4e35', '#b88b5e', '#3e4b3f', '#d9c7a7'] },
  { bg: ['#ecebe8', '#cfcac2'], tones: ['#2b2b2b', '#8c8c88', '#c0392b', '#e6e1d6'] },
  { bg: ['#eef1ea', '#d3dbc9'], tones: ['#465b45', '#a5b88f', '#e5c97b', '#30465e'] },
  { bg: ['#f4ecec', '#e0cfcf'], tones: ['#8e3b46', '#d79a9a', '#33415c', '#efe2d2'] },
] as const;

interface Ctx {
  w: number;
  h: number;
  rng: Random;
  tones: readonly string[];
}

const f = (n: number) => Math.round(n * 10) / 10;

function drape({ w, h, rng, tones }: Ctx): string {
  let out = '';
  for (let k = 0; k < 5; k++) {
    const y0 = h * (0.25 + k * 0.14) + rng.float(-30, 30);
    const c1 = [w * rng.float(0.15, 0.35), y0 + rng.float(-h * 0.3, h * 0.2)];
    const c2 = [w * rng.float(0.55, 0.8), y0 + rng.float(-h * 0.2, h * 0.3)];
    const y1 = y0 + rng.float(-h * 0.15, h * 0.15);
    const d = `M0 ${f(y0)} C ${f(c1[0]!)} ${f(c1[1]!)} ${f(c2[0]!)} ${f(c2[1]!)} ${w} ${f(y1)} L${w} ${h} L0 ${h}Z`;
    out += `<path d="${d}" fill="${tones[k % tones.length]}"/><path d="${d}" fill="url(#fold)"/>`;
  }
  return out;
}

function roll(x: number, y: number, r: number, tone: string): string {
  let rings = '';
  for (let i = 1; i <= 3; i++)
    rings += `<circle cx="${f(x)}" cy="${f(y)}" r="${f((r * i) / 4)}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="${f(r / 30)}"/>`;
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${tone}"/>${rings}<circle cx="${f(x)}" cy="${f(y)}" r="${f(r / 7)}" fill="#3b3026"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#shine)"/>`;
}

function rolls({ w, h, rng, tones }: Ctx): string {
  const r = Math.min(w, h) / 7;
  let out = '';
  for (let row = 0; row < 3; row++) {
    const count = Math.ceil(w / (r * 2)) + 1;
    for (let i = 0; i < count; i++) {
      const x = i * r * 2 + (row % 2 ? r : 0) - r * 0.3;
      const y = h - r - row * r * 1.75;
      out += roll(x, y, r * 0.98, rng.pick(tones));
    }
  }
  return out;
}

function yarn({ w, h, rng, tones }: Ctx): string {
  const count = Math.max(4, Math.round(w / 220));
  const step = w / count;
  let out = `<rect y="${f(h * 0.82)}" width="${w}" height="${f(h * 0.18)}" fill="#000" fill-opacity=".08"/>`;
  for (let i = 0; i < count; i++) {
    const cx = step * (i + 0.5);
    const top = h * rng.float(0.22, 0.32);
    const base = h * 0.84;
    const tw = step * 0.22;
    const bw = step * 0.38;
    const tone = rng.pick(tones);
    out += `<path d="M${f(cx - tw)} ${f(top)} L${f(cx + tw)} ${f(top)} L${f(cx + bw)} ${f(base)} L${f(cx - bw)} ${f(base)}Z" fill="${tone}"/>`;
    for (let y = top + 8; y < base; y += 7) {
      const t = (y - top) / (base - top);
      const half = tw + (bw - tw) * t;
      out += `<path d="M${f(cx - half)} ${f(y)} L${f(cx + half)} ${f(y + 3)}" stroke="#fff" stroke-opacity=".13" stroke-width="1.5"/>`;
    }
    out += `<rect x="${f(cx - tw * 0.45)}" y="${f(top - h * 0.07)}" width="${f(tw * 0.9)}" height="${f(h * 0.07)}" fill="#d8c9a8"/>`;
    out += `<path d="M${f(cx)} ${f(top - h * 0.07)} Q ${f(cx + step * 0.4)} ${f(h * 0.05)} ${f(cx + step * 0.8)} 0" stroke="${tone}" stroke-width="2" fill="none"/>`;
  }
  return out;
}

/**
 * A factory hall: the variant's chance sets the roof's teeth, the building's span, the chimneys,
 * the windows and the sun, so that the home, about and manufacture pages each show their own
 * building, not one drawing in other colours (issue 17).
 */
function factory({ w, h, rng, tones }: Ctx): string {
  const ground = h * rng.float(0.74, 0.82);
  const sunX = rng.pick([0.12, 0.5, 0.84]);
  let out = `<circle cx="${f(w * sunX)}" cy="${f(h * rng.float(0.14, 0.26))}" r="${f(h * rng.float(0.06, 0.11))}" fill="#f6d27a"/>`;
  const left = w * rng.float(0.04, 0.22);
  const width = w * rng.float(0.55, 0.92) - (left - w * 0.04);
  const teeth = rng.int(3, 10);
  const eaves = h * rng.float(0.46, 0.56);
  const ridge = eaves - h * rng.float(0.06, 0.14);
  for (let c = rng.int(1, 4) - 1; c >= 0; c--) {
    const cx = left + width * rng.float(0.1, 0.9);
    const top = h * rng.float(0.12, 0.3);
    out += `<rect x="${f(cx)}" y="${f(top)}" width="${f(w * 0.03)}" height="${f(ground - top)}" fill="${tones[1]}"/>`;
    out += `<circle cx="${f(cx + w * 0.02)}" cy="${f(top - h * 0.05)}" r="${f(h * 0.035)}" fill="#fff" fill-opacity=".55"/>`;
  }
  let roof = `M${f(left)} ${f(ground)} L${f(left)} ${f(eaves)}`;
  for (let i = 0; i < teeth; i++) {
    const x = left + (width / teeth) * i;
    roof += ` L${f(x + width / teeth)} ${f(ridge)} L${f(x + width / teeth)} ${f(eaves)}`;
  }
  out += `<path d="${roof} L${f(left + width)} ${f(ground)}Z" fill="${tones[0]}"/>`;
  for (let i = 0; i < teeth; i++) {
    const x = left + (width / teeth) * i;
    out += `<path d="M${f(x + 6)} ${f(eaves - 1)} L${f(x + width / teeth - 6)} ${f(ridge + 2)}" stroke="#a9c6e8" stroke-width="${f(h * 0.012)}"/>`;
  }
  const windows = rng.int(4, 13);
  const windowTop = eaves + (ground - eaves) * rng.float(0.2, 0.4);
  for (let i = 0; i < windows; i++) {
    const step = width / windows;
    out += `<rect x="${f(left + step * i + step * 0.2)}" y="${f(windowTop)}" width="${f(step * 0.6)}" height="${f((ground - eaves) * 0.3)}" fill="#e9eef3" fill-opacity=".85"/>`;
  }
  out += `<rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="${tones[3]}"/>`;
  for (let i = rng.int(3, 12); i > 0; i--) {
    const x = rng.float(0, w);
    const r = rng.float(h * 0.04, h * 0.07);
    out += `<circle cx="${f(x)}" cy="${f(ground - r * 0.6)}" r="${f(r)}" fill="#5f8a5a" fill-opacity=".9"/>`;
  }
  return out;
}

function swatches({ w, h, rng, tones }: Ctx): string {
  let out = '';
  const count = 9;
  const cw = w * 0.16;
  const ch = h * 0.62;
  for (let i = 0; i < count; i++) {
    const angle = -36 + i * 9;
    const tone =
      i < tones.length
        ? tones[i]!
        : `hsl(${rng.int(0, 360)},${rng.int(25, 60)}%,${rng.int(35, 70)}%)`;
    out += `<g transform="translate(${f(w / 2)} ${f(h * 0.95)}) rotate(${angle})"><rect x="${f(-cw / 2)}" y="${f(-ch)}" width="${f(cw)}" height="${f(ch)}" rx="8" fill="#fbfaf7"/><rect x="${f(-cw / 2 + 10)}" y="${f(-ch + 10)}" width="${f(cw - 20)}" height="${f(ch * 0.6)}" rx="4" fill="${tone}"/>${ribs(-cw / 2 + 10, -ch + 10, cw - 20, ch * 0.6)}</g>`;
  }
  return out;
}

/** Fine wales drawn as lines: librsvg renders pattern fills inside rotated groups very slowly. */
function ribs(x: number, y: number, w: number, h: number): string {
  let d = '';
  for (let i = 4; i < w; i += 5) d += `M${f(x + i)} ${f(y)}v${f(h)}`;
  return `<path d="${d}" stroke="#000" stroke-opacity=".08"/>`;
}

function garment(x: number, y: number, s: number, tone: string, hoodie: boolean): string {
  const body = `M${f(x - s * 0.5)} ${f(y)} L${f(x - s)} ${f(y + s * 0.35)} L${f(x - s * 0.78)} ${f(y + s * 0.62)} L${f(x - s * 0.55)} ${f(y + s * 0.5)} L${f(x - s * 0.55)} ${f(y + s * 1.6)} L${f(x + s * 0.55)} ${f(y + s * 1.6)} L${f(x + s * 0.55)} ${f(y + s * 0.5)} L${f(x + s * 0.78)} ${f(y + s * 0.62)} L${f(x + s)} ${f(y + s * 0.35)} L${f(x + s * 0.5)} ${f(y)} Q ${f(x)} ${f(y + s * 0.3)} ${f(x - s * 0.5)} ${f(y)}Z`;
  const hood = hoodie
    ? `<path d="M${f(x - s * 0.45)} ${f(y)} Q ${f(x)} ${f(y - s * 0.55)} ${f(x + s * 0.45)} ${f(y)} Q ${f(x)} ${f(y + s * 0.35)} ${f(x - s * 0.45)} ${f(y)}Z" fill="${tone}" stroke="#000" stroke-opacity=".15"/>`
    : '';
  const hanger = `<path d="M${f(x)} ${f(y - s * 0.35)} L${f(x - s * 0.5)} ${f(y)} M${f(x)} ${f(y - s * 0.35)} L${f(x + s * 0.5)} ${f(y)} M${f(x)} ${f(y - s * 0.35)} L${f(x)} ${f(y - s * 0.55)}" stroke="#6b5a48" stroke-width="${f(s * 0.03)}"/>`;
  return `${hanger}<path d="${body}" fill="${tone}"/><path d="${body}" fill="url(#knit)"/>${hood}`;
}

function garments({ w, h, rng, tones }: Ctx): string {
  const count = Math.max(3, Math.floor(w / (h * 0.6)));
  // A garment spans 2s with its sleeves; keep a gap between neighbours on narrow pictures.
  const s = Math.min(h * 0.26, (w / count) * 0.42);
  let out = `<rect x="0" y="${f(h * 0.16)}" width="${w}" height="${f(h * 0.015)}" fill="#6b5a48"/>`;
  for (let i = 0; i < count; i++) {
    out += garment((w / count) * (i + 0.5), h * 0.3, s, rng.pick(tones), rng.chance(0.4));
  }
  return out;
}

function person(x: number, y: number, s: number, skin: string, shirt: string): string {
  return `<path d="M${f(x - s)} ${f(y + s * 2.6)} Q ${f(x - s)} ${f(y + s * 1.2)} ${f(x)} ${f(y + s * 1.2)} Q ${f(x + s)} ${f(y + s * 1.2)} ${f(x + s)} ${f(y + s * 2.6)}Z" fill="${shirt}"/><circle cx="${f(x)}" cy="${f(y + s * 0.55)}" r="${f(s * 0.5)}" fill="${skin}"/>`;
}

const skins = ['#f1c9a5', '#e0ac87', '#c68863', '#f5d6bc', '#a8714f'];

function team({ w, h, rng, tones }: Ctx): string {
  const s = h * 0.17;
  const count = Math.max(3, Math.floor(w / (s * 2.2)));
  let out = '';
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < count - row; i++) {
      const x = (w / count) * (i + 0.5 + row * 0.5);
      out += person(
        x,
        h * (0.42 - row * 0.25) + rng.float(-8, 8),
        s * (1 - row * 0.12),
        rng.pick(skins),
        rng.pick(tones),
      );
    }
  }
  return out;
}

function certificate({ w, h, rng, tones }: Ctx): string {
  const cw = Math.min(w * 0.55, h * 0.9 * 0.75);
  const ch = cw / 0.72;
  const x = (w - cw) / 2;
  const y = (h - ch) / 2 + h * 0.04;
  let lines = '';
  for (let i = 0; i < 9; i++) {
    const lw = cw * (i === 0 ? 0.5 : rng.float(0.55, 0.8));
    lines += `<rect x="${f(x + (cw - lw) / 2)}" y="${f(y + ch * (0.16 + i * 0.065))}" width="${f(lw)}" height="${f(ch * (i === 0 ? 0.03 : 0.012))}" fill="#8a8479"/>`;
  }
  return `<rect x="${f(x + 14)}" y="${f(y + 14)}" width="${f(cw)}" height="${f(ch)}" fill="#000" fill-opacity=".1"/><rect x="${f(x)}" y="${f(y)}" width="${f(cw)}" height="${f(ch)}" fill="#fdfbf6" stroke="${tones[0]}" stroke-width="6"/><rect x="${f(x + 16)}" y="${f(y + 16)}" width="${f(cw - 32)}" height="${f(ch - 32)}" fill="none" stroke="${tones[2]}" stroke-width="2"/>${lines}<circle cx="${f(x + cw * 0.72)}" cy="${f(y + ch * 0.82)}" r="${f(cw * 0.1)}" fill="${tones[1]}" fill-opacity=".85"/><circle cx="${f(x + cw * 0.72)}" cy="${f(y + ch * 0.82)}" r="${f(cw * 0.07)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`;
}

function machine({ w, h, rng, tones }: Ctx): string {
  const cx = w / 2;
  const top = h * 0.12;
  const cyl = h * 0.55;
  let out = `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w * 0.22)}" ry="${f(h * 0.04)}" fill="${tones[0]}"/>`;
  for (let i = 0; i < 28; i++) {
    const x0 = cx - w * 0.2 + (w * 0.4 * i) / 27;
    out += `<path d="M${f(x0)} ${f(top)} L${f(cx + (x0 - cx) * 0.4)} ${f(cyl)}" stroke="${rng.pick(tones)}" stroke-width="1.6" stroke-opacity=".8"/>`;
  }
  out += `<rect x="${f(cx - w * 0.12)}" y="${f(cyl)}" width="${f(w * 0.24)}" height="${f(h * 0.18)}" fill="#8f9aa3"/><ellipse cx="${f(cx)}" cy="${f(cyl)}" rx="${f(w * 0.12)}" ry="${f(h * 0.03)}" fill="#b8c1c8"/>`;
  out += `<path d="M${f(cx - w * 0.1)} ${f(cyl + h * 0.18)} L${f(cx - w * 0.16)} ${f(h * 0.95)} L${f(cx + w * 0.16)} ${f(h * 0.95)} L${f(cx + w * 0.1)} ${f(cyl + h * 0.18)}Z" fill="${tones[1]}"/><path d="M${f(cx - w * 0.1)} ${f(cyl + h * 0.18)} L${f(cx - w * 0.16)} ${f(h * 0.95)} L${f(cx + w * 0.16)} ${f(h * 0.95)} L${f(cx + w * 0.1)} ${f(cyl + h * 0.18)}Z" fill="url(#knit)"/>`;
  for (const side of [-1, 1])
    out += `<rect x="${f(cx + side * w * 0.3 - w * 0.015)}" y="${f(h * 0.2)}" width="${f(w * 0.03)}" height="${f(h * 0.75)}" fill="#6d7880"/>`;
  return out;
}

function accessories({ w, h, rng, tones }: Ctx): string {
  let out = '';
  for (let i = 0; i < 14; i++) {
    const x = rng.float(w * 0.05, w * 0.95);
    const y = rng.float(h * 0.1, h * 0.9);
    const r = rng.float(h * 0.04, h * 0.08);
    const tone = rng.pick(tones);
    if (i % 3 === 2) {
      out += `<rect x="${f(x)}" y="${f(y)}" width="${f(r * 3)}" height="${f(r * 1.3)}" rx="3" fill="#f5f1e8" stroke="${tone}" stroke-width="3"/>`;
    } else {
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${tone}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.75)}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`;
      for (const [dx, dy] of [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ] as const)
        out += `<circle cx="${f(x + dx * r * 0.22)}" cy="${f(y + dy * r * 0.22)}" r="${f(r * 0.1)}" fill="#000" fill-opacity=".35"/>`;
    }
  }
  const zy = h * 0.5;
  out += `<rect x="0" y="${f(zy - 14)}" width="${w}" height="28" fill="${tones[0]}"/>`;
  for (let x = 4; x < w; x += 12)
    out += `<rect x="${x}" y="${f(zy - 5)}" width="7" height="10" fill="#c9c9c9"/>`;
  return out;
}

function city({ w, h, rng, tones }: Ctx): string {
  let out = `<circle cx="${f(w * 0.25)}" cy="${f(h * 0.3)}" r="${f(h * 0.12)}" fill="#f2b65a"/>`;
  let x = 0;
  while (x < w) {
    const bw = rng.float(w * 0.04, w * 0.09);
    const bh = rng.float(h * 0.2, h * 0.55);
    out += `<rect x="${f(x)}" y="${f(h * 0.8 - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${rng.pick(tones)}" fill-opacity=".9"/>`;
    x += bw + rng.float(2, 10);
  }
  out += `<rect y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="#3f7fa6"/>`;
  for (let i = 0; i < 12; i++)
    out += `<rect x="${f(rng.float(0, w))}" y="${f(rng.float(h * 0.83, h * 0.97))}" width="${f(rng.float(20, 80))}" height="2" fill="#fff" fill-opacity=".5"/>`;
  return out;
}

const painters: Record<SceneKind, (ctx: Ctx) => string> = {
  drape,
  rolls,
  yarn,
  factory,
  swatches,
  garments,
  team,
  certificate,
  machine,
  accessories,
  city,
};

/** The SVG of one scene; `variant` chooses the colour scheme and the layout's chance. */
export function sceneSvg(kind: SceneKind, variant: number, w: number, h: number): string {
  const scheme = schemes[variant % schemes.length]!;
  const rng = new Random(variant * 7919 + kind.length * 104729);
  const body = painters[kind]({ w, h, rng, tones: scheme.tones });
  const defs = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scheme.bg[0]}"/><stop offset="1" stop-color="${scheme.bg[1]}"/></linearGradient><linearGradient id="fold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".25" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient><radialGradient id="shine" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></radialGradient><pattern id="knit" width="6" height="5" patternUnits="userSpaceOnUse"><path d="M0 0 L3 5 L6 0" fill="none" stroke="#000" stroke-opacity=".08"/></pattern></defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}<rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>`;
}

/** A portrait-style avatar: head and shoulders on a soft backdrop, different per key. */
export function avatarSvg(key: string, size: number): string {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const rng = new Random(h);
  const bg = rng.pick(['#dfe7ee', '#efe4d8', '#e3ece1', '#ece1e8', '#e8e6df']);
  const skin = rng.pick(skins);
  const hair = rng.pick(['#2b1d14', '#5a3b22', '#8a5a34', '#c9a36b', '#3a3a3a', '#7b7b7b']);
  const shirt = rng.pick(['#24364f', '#6f8f7a', '#c8553d', '#8e3b46', '#4b4b4b', '#b88b5e']);
  const longHair = rng.chance(0.5);
  const s = size;
  const hairBack = longHair
    ? `<path d="M${f(s * 0.27)} ${f(s * 0.42)} Q ${f(s * 0.25)} ${f(s * 0.82)} ${f(s * 0.36)} ${f(s * 0.8)} L${f(s * 0.64)} ${f(s * 0.8)} Q ${f(s * 0.75)} ${f(s * 0.82)} ${f(s * 0.73)} ${f(s * 0.42)}Z" fill="${hair}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><rect width="${s}" height="${s}" fill="${bg}"/>${hairBack}<path d="M${f(s * 0.12)} ${s} Q ${f(s * 0.14)} ${f(s * 0.7)} ${f(s * 0.5)} ${f(s * 0.68)} Q ${f(s * 0.86)} ${f(s * 0.7)} ${f(s * 0.88)} ${s}Z" fill="${shirt}"/><rect x="${f(s * 0.44)}" y="${f(s * 0.55)}" width="${f(s * 0.12)}" height="${f(s * 0.15)}" fill="${skin}"/><ellipse cx="${f(s * 0.5)}" cy="${f(s * 0.43)}" rx="${f(s * 0.17)}" ry="${f(s * 0.2)}" fill="${skin}"/><path d="M${f(s * 0.32)} ${f(s * 0.42)} Q ${f(s * 0.3)} ${f(s * 0.2)} ${f(s * 0.5)} ${f(s * 0.2)} Q ${f(s * 0.7)} ${f(s * 0.2)} ${f(s * 0.68)} ${f(s * 0.42)} Q ${f(s * 0.62)} ${f(s * 0.3)} ${f(s * 0.5)} ${f(s * 0.3)} Q ${f(s * 0.38)} ${f(s * 0.3)} ${f(s * 0.32)} ${f(s * 0.42)}Z" fill="${hair}"/></svg>`;
}
