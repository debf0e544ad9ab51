/**
 * The app's two icons, drawn from code so that they are reproducible and need no design tool.
 *
 * The symbol is a person with an approval badge (an employee and their requests): a round
 * head, a domed body, and a round badge with a check mark at the bottom right, cut out of the
 * body by a thin gap. Shapes are described in a unit square and rasterised with 4x4
 * supersampling, which gives smooth (anti-aliased) edges; the same input always gives the
 * same bytes.
 *
 *   color.png   192x192, the symbol in white on the accent colour, badge in green (opaque).
 *   outline.png  32x32, the symbol in white on transparent, the check cut out of the badge
 *                (Teams requires white + transparency only).
 *
 * Run `node icons.mjs [dir]` to write both files for a look (default: ./build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pngjs from 'pngjs';

const { PNG } = pngjs;

/** The manifest's accentColor; the colour icon's background. */
export const ACCENT = '#3A4FB0';
const BADGE = '#21A366';
const WHITE = '#FFFFFF';

const SAMPLES = 4; // per axis

// ---------------------------------------------------------------- geometry (unit square)

const HEAD = { cx: 0.42, cy: 0.3, r: 0.19 };
const BODY = { cx: 0.42, cy: 1.0, r: 0.42 }; // upper half of this disc, flat bottom at cy
const BADGE_C = { cx: 0.77, cy: 0.77, r: 0.21 };
const GAP = 0.065; // ring cut out around the badge
const CHECK = [
  [-0.48, 0.02],
  [-0.14, 0.36],
  [0.46, -0.28],
]; // relative to the badge centre, in badge radii

const inDisc = (x, y, c, r = c.r) => (x - c.cx) ** 2 + (y - c.cy) ** 2 <= r * r;

function distToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Which part of the symbol the point (x, y) of the unit square lies in. */
function partAt(x, y, checkWidth) {
  const bx = (x - BADGE_C.cx) / BADGE_C.r;
  const by = (y - BADGE_C.cy) / BADGE_C.r;
  if (bx * bx + by * by <= 1) {
    const onCheck =
      distToSegment(bx, by, CHECK[0], CHECK[1]) <= checkWidth / 2 ||
      distToSegment(bx, by, CHECK[1], CHECK[2]) <= checkWidth / 2;
    return onCheck ? 'check' : 'badge';
  }
  if (inDisc(x, y, BADGE_C, BADGE_C.r + GAP)) return 'none';
  if (inDisc(x, y, HEAD)) return 'person';
  if (y <= BODY.cy && inDisc(x, y, BODY)) return 'person';
  return 'none';
}

// ---------------------------------------------------------------- rasteriser

const rgba = (hex, a = 255) => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
  a,
];

/**
 * Renders `size`x`size` pixels; `paint(part)` gives the RGBA of each part, the symbol
 * occupies the square [inset, size - inset] of the image, and the check mark's stroke is
 * `checkWidth` badge radii wide (wider on the small icon so that it stays legible).
 */
function render(size, inset, checkWidth, paint) {
  const png = new PNG({ width: size, height: size, colorType: 6 });
  const span = size - 2 * inset;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES - inset) / span;
          const y = (py + (sy + 0.5) / SAMPLES - inset) / span;
          const c = paint(partAt(x, y, checkWidth));
          // premultiplied accumulation, so transparent samples do not darken edges
          r += c[0] * c[3];
          g += c[1] * c[3];
          b += c[2] * c[3];
          a += c[3];
        }
      }
      const i = (py * size + px) * 4;
      const n = SAMPLES * SAMPLES;
      png.data[i] = a ? Math.round(r / a) : 255;
      png.data[i + 1] = a ? Math.round(g / a) : 255;
      png.data[i + 2] = a ? Math.round(b / a) : 255;
      png.data[i + 3] = Math.round(a / n);
    }
  }
  return PNG.sync.write(png, { colorType: 6 });
}

/** 192x192 full-colour icon: white symbol on the accent colour, green badge. */
export function colorIcon() {
  const bg = rgba(ACCENT);
  const paints = { none: bg, person: rgba(WHITE), badge: rgba(BADGE), check: rgba(WHITE) };
  return render(192, 40, 0.2, (part) => paints[part]);
}

/** 32x32 outline icon: white symbol on transparent, check cut out of the badge. */
export function outlineIcon() {
  const white = rgba(WHITE);
  const clear = rgba(WHITE, 0);
  const paints = { none: clear, person: white, badge: white, check: clear };
  return render(32, 2, 0.3, (part) => paints[part]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'build'));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'color.png'), colorIcon());
  fs.writeFileSync(path.join(dir, 'outline.png'), outlineIcon());
  console.log(`icons written to ${dir}`);
}
