/**
 * Builds the images of the seeded public site into `public/site` (committed; nothing runs this at install or
 * start). Photos come from Debian's wallpaper packages, the drawings are SVG written in this file and in
 * `public/site/*.svg`; `sharp` resizes, converts and composites them.
 *
 *   node_modules/.bin/tsx scripts/site-images.ts --fetch            # apt-get download + dpkg-deb -x into a temp dir
 *   node_modules/.bin/tsx scripts/site-images.ts --debs /tmp/debs   # /tmp/debs/<package>/usr/share/... (dpkg-deb -x)
 *   node_modules/.bin/tsx scripts/site-images.ts --mate-backgrounds /x/mate ...   # one folder per package
 *
 * The folders can also come from the environment: SITE_IMAGES_DEBS (like --debs). `--only photos,projects,og,licenses`
 * rebuilds a part. At the end the script checks every file and size in `src/server/seed/site/images.ts` and that
 * `public/site/CREDITS.md` names every file; `--check` does only that. The SVG files in public/site (logo, icons,
 * partners) are written by hand; the script reads logo.svg for the Open Graph image. Licence texts are copied from
 * /usr/share/common-licenses (or COMMON_LICENSES).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

import { SITE_IMAGES } from '../src/server/seed/site/images';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'public', 'site');

const PACKAGES = ['plasma-workspace-wallpapers', 'lomiri-wallpapers-16.04', 'mate-backgrounds'] as const;
type Package = (typeof PACKAGES)[number];

const PLASMA = (name: string) => `usr/share/wallpapers/${name}/contents/images/2560x1600.jpg`;
const LOMIRI = (name: string) => `usr/share/backgrounds/${name}`;

/** A JPEG must stay under this; the quality steps down from the target until it does. */
const JPEG_BUDGET = 350 * 1024;
const JPEG_QUALITY = 78;
const WEBP_QUALITY = 75;

// ---------------------------------------------------------------------------------------------------------------
// Arguments

interface Options {
  roots: Record<Package, string>;
  only: Set<string> | null;
}

function usage(message: string): never {
  console.error(`${message}

Usage: node_modules/.bin/tsx scripts/site-images.ts (--fetch | --debs DIR | --<package> DIR ...) [--only photos,projects,og,licenses]
       node_modules/.bin/tsx scripts/site-images.ts --check
  --fetch        download the packages with apt-get and extract them with dpkg-deb into a temporary folder
  --debs DIR     DIR/<package> is each package extracted with dpkg-deb -x (or set SITE_IMAGES_DEBS)
  --<package>    the folder one package was extracted into; packages: ${PACKAGES.join(', ')}`);
  process.exit(2);
}

function fetchPackages(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-images-'));
  console.log(`Downloading ${PACKAGES.join(', ')} into ${dir}`);
  execFileSync('apt-get', ['download', ...PACKAGES], { cwd: dir, stdio: 'inherit' });
  for (const name of PACKAGES) {
    const deb = readdirSync(dir).find((file) => file.startsWith(`${name}_`) && file.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get did not download ${name}`);
    execFileSync('dpkg-deb', ['-x', deb, name], { cwd: dir, stdio: 'inherit' });
  }
  return dir;
}

function parseArguments(argv: string[]): Options {
  const given: Partial<Record<Package, string>> = {};
  let debs = process.env.SITE_IMAGES_DEBS ?? '';
  let only: Set<string> | null = null;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    const value = () => argv[++index] ?? usage(`${argument} needs a value`);
    if (argument === '--fetch') debs = fetchPackages();
    else if (argument === '--debs') debs = value();
    else if (argument === '--only') only = new Set(value().split(','));
    else if (argument.startsWith('--') && (PACKAGES as readonly string[]).includes(argument.slice(2)))
      given[argument.slice(2) as Package] = value();
    else usage(`Unknown argument ${argument}`);
  }
  const roots = Object.fromEntries(
    PACKAGES.map((name) => [name, path.resolve(given[name] ?? (debs ? path.join(debs, name) : ''))]),
  ) as Record<Package, string>;
  for (const name of PACKAGES) {
    if (!given[name] && !debs) usage(`No folder for ${name}`);
    if (!existsSync(path.join(roots[name], 'usr'))) usage(`${roots[name]} is not ${name} extracted with dpkg-deb -x`);
  }
  return { roots, only };
}

// ---------------------------------------------------------------------------------------------------------------
// Output

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

interface Encoded {
  jpeg: Buffer;
  webp: Buffer;
  quality: number;
  width: number;
  height: number;
}

/**
 * Encodes an image as a progressive mozjpeg JPEG at the target quality, stepping down to `minQuality` to fit the
 * budget (null when it does not), and as a WebP no bigger than that JPEG.
 */
async function encode(image: Sharp, minQuality: number): Promise<Encoded | null> {
  const { data, info } = await image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const raw = () => sharp(data, { raw: info });
  let quality = JPEG_QUALITY;
  let jpeg = await raw().jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
  while (jpeg.length > JPEG_BUDGET && quality - 2 >= minQuality) {
    quality -= 2;
    jpeg = await raw().jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
  }
  if (jpeg.length > JPEG_BUDGET) return null;
  let webpQuality = WEBP_QUALITY;
  let webp = await raw().webp({ quality: webpQuality, effort: 6 }).toBuffer();
  while (webp.length > jpeg.length && webpQuality > 60) {
    webpQuality -= 5;
    webp = await raw().webp({ quality: webpQuality, effort: 6 }).toBuffer();
  }
  return { jpeg, webp, quality, width: info.width, height: info.height };
}

async function write(encoded: Encoded, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, encoded.jpeg);
  await writeFile(file.replace(/\.jpg$/, '.webp'), encoded.webp);
  console.log(
    `${path.relative(ROOT, file)}: ${encoded.width}×${encoded.height}, q${encoded.quality} ${kb(encoded.jpeg.length)}, webp ${kb(
      encoded.webp.length,
    )}`,
  );
}

/** Writes `<name>.jpg` and `<name>.webp` beside it. */
async function writeJpegAndWebp(image: Sharp, file: string): Promise<void> {
  const encoded = await encode(image, 40);
  if (!encoded) throw new Error(`${file} does not fit in ${kb(JPEG_BUDGET)}`);
  await write(encoded, file);
}

// ---------------------------------------------------------------------------------------------------------------
// Photos

interface PhotoSource {
  pkg: Package;
  /** Path inside the package */
  file: string;
}

interface Photo extends PhotoSource {
  name: string;
  /** Part of the picture kept (in the source's pixels) */
  region?: Region;
  /** Tone the picture with this colour (keeps the luminance) */
  tint?: string;
}

const PHOTOS: Photo[] = [
  { name: 'lake-dusk', pkg: 'plasma-workspace-wallpapers', file: PLASMA('summer_1am') },
  { name: 'misty-lake', pkg: 'plasma-workspace-wallpapers', file: PLASMA('DarkestHour') },
  { name: 'forest-path', pkg: 'plasma-workspace-wallpapers', file: PLASMA('Path') },
  { name: 'wooden-pier', pkg: 'plasma-workspace-wallpapers', file: PLASMA('ColdRipple') },
  { name: 'rowing-boats', pkg: 'plasma-workspace-wallpapers', file: PLASMA('EveningGlow') },
  { name: 'wood-planks', pkg: 'plasma-workspace-wallpapers', file: PLASMA('BytheWater') },
  { name: 'autumn-hills', pkg: 'lomiri-wallpapers-16.04', file: LOMIRI('aitzgorri_by_Aitzol_Berasategi.jpg') },
  { name: 'stream-stones', pkg: 'lomiri-wallpapers-16.04', file: LOMIRI('life_by_Aitzol_Berasategi.jpg') },
  {
    name: 'weathered-boards',
    pkg: 'lomiri-wallpapers-16.04',
    file: LOMIRI('friends_by_Aitzol_Berasategi.jpg'),
    // The boards under the window: below the two dogs, between the rope's hooks, left of the fence post
    region: { left: 0, top: 2100, width: 1720, height: 700 },
  },
  // Greenish grey in the original: toned to the site's parchment
  { name: 'wood-grain', pkg: 'mate-backgrounds', file: 'usr/share/backgrounds/mate/nature/Wood.jpg', tint: '#e4d3b4' },
];

const sourcePath = (options: Options, source: PhotoSource) => {
  const file = path.join(options.roots[source.pkg], source.file);
  if (!existsSync(file)) throw new Error(`Missing ${file}: is ${source.pkg} the expected version?`);
  return file;
};

/** Widths tried in turn, so that a very detailed photo is made narrower rather than blurred by a low quality. */
const PHOTO_WIDTHS = [1920, 1760, 1600];

async function buildPhotos(options: Options): Promise<void> {
  for (const photo of PHOTOS) {
    const file = path.join(OUT, 'photos', `${photo.name}.jpg`);
    let encoded: Encoded | null = null;
    for (const [index, width] of PHOTO_WIDTHS.entries()) {
      let image = sharp(sourcePath(options, photo));
      if (photo.region) image = image.extract(photo.region);
      image = image.resize({ width, withoutEnlargement: true });
      if (photo.tint) image = image.tint(photo.tint);
      encoded = await encode(image, index === PHOTO_WIDTHS.length - 1 ? 40 : 70);
      if (encoded) break;
    }
    if (!encoded) throw new Error(`${file} does not fit in ${kb(JPEG_BUDGET)}`);
    await write(encoded, file);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing: buildings and trees as SVG markup, in local coordinates with the ground at y = 0

/** A deterministic random sequence (mulberry32), so that every run draws the same trees. */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (value: number) => String(Math.round(value * 10) / 10);
const points = (list: [number, number][]) => list.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L');

/** Colours of a silhouette: walls, roofs (a shade apart, to read the volumes) and lit windows. */
interface Ink {
  wall: string;
  roof: string;
  light: string;
}

/** A spruce `height` tall standing at (x, y): many tiers of drooping, uneven branches around a thin trunk. */
function spruce(x: number, y: number, height: number, random: () => number): string {
  const tiers = Math.max(7, Math.min(22, Math.round(height / 11)));
  const halfWidth = height * (0.13 + random() * 0.05);
  const trunk = height * 0.04;
  const top = y - height;
  const lean = (random() - 0.5) * height * 0.03;
  const side = (sign: 1 | -1) => {
    const list: [number, number][] = [[x + sign * height * 0.008, top + height * 0.05]];
    for (let tier = 1; tier <= tiers; tier++) {
      const t = tier / tiers;
      const tipY = top + height * 0.04 + (height * 0.96 - trunk) * t + (random() - 0.5) * (height / tiers) * 0.5;
      const width = halfWidth * (0.08 + 0.92 * t ** 0.85) * (0.7 + random() * 0.5);
      const axis = x + lean * (1 - t);
      list.push([axis + sign * width, tipY]);
      if (tier < tiers)
        list.push([axis + sign * width * (0.3 + random() * 0.25), tipY - (height / tiers) * (0.35 + random() * 0.3)]);
    }
    return list;
  };
  const right = side(1);
  const left = side(-1).reverse();
  const stem = height * 0.015 + 0.8;
  return `M${f(x + lean)} ${f(top)} L${points(right)} L${points([
    [x + stem, y - trunk],
    [x + stem, y],
    [x - stem, y],
    [x - stem, y - trunk],
  ])} L${points(left)} Z`;
}

/** A row of spruces between x0 and x1, tallest in the middle when `peak` (0…1) says where. */
function forest(
  x0: number,
  x1: number,
  y: number,
  count: number,
  minHeight: number,
  maxHeight: number,
  seed: number,
  peak = 0.5,
): string {
  const random = randomSequence(seed);
  const paths: string[] = [];
  for (let index = 0; index < count; index++) {
    const t = (index + 0.15 + random() * 0.7) / count;
    const x = x0 + (x1 - x0) * t;
    const closeness = 1 - Math.min(1, Math.abs(t - peak) / Math.max(peak, 1 - peak));
    const height = minHeight + (maxHeight - minHeight) * (0.35 * random() + 0.65 * closeness);
    paths.push(spruce(x, y + random() * 3, height, random));
  }
  return paths.join(' ');
}

/** A broad-leaved tree (a manor's park, a merchant's garden): a trunk and a crown of a few leafy lobes. */
function leafyTree(x: number, y: number, height: number, seed: number): string {
  const random = randomSequence(seed);
  const trunk = height * 0.03;
  const crownBottom = y - height * 0.3;
  const parts = [
    `M${f(x - trunk)} ${f(y)} L${f(x - trunk * 0.5)} ${f(crownBottom - 20)} L${f(x + trunk * 0.5)} ${f(crownBottom - 20)} L${f(x + trunk)} ${f(y)} Z`,
  ];
  const lobes = [
    { dx: 0, dy: -0.62, r: 0.3 },
    { dx: -0.2, dy: -0.5, r: 0.2 },
    { dx: 0.2, dy: -0.52, r: 0.21 },
    { dx: -0.08, dy: -0.8, r: 0.17 },
    { dx: 0.12, dy: -0.76, r: 0.16 },
  ];
  for (const lobe of lobes) {
    const cx = x + (lobe.dx + (random() - 0.5) * 0.06) * height;
    const cy = y + (lobe.dy + (random() - 0.5) * 0.04) * height;
    const radius = lobe.r * height * (0.9 + random() * 0.2);
    const phase = [random() * 6, random() * 6, random() * 6];
    const list: [number, number][] = [];
    const steps = 90;
    for (let step = 0; step < steps; step++) {
      const angle = (step / steps) * Math.PI * 2;
      const wobble =
        1 +
        0.07 * Math.sin(4 * angle + phase[0]!) +
        0.05 * Math.sin(9 * angle + phase[1]!) +
        0.04 * Math.sin(17 * angle + phase[2]!);
      const leaf = step % 2 ? 1 : 0.93 + random() * 0.05;
      list.push([cx + Math.cos(angle) * radius * wobble * leaf * 1.1, cy + Math.sin(angle) * radius * wobble * leaf * 0.9]);
    }
    parts.push(`M${points(list)} Z`);
  }
  return parts.join(' ');
}

/** An onion dome: base centre (x, y), `width` at its widest, `height` to the tip. */
function onion(x: number, y: number, width: number, height: number): string {
  const w = width / 2;
  return `M${f(x)} ${f(y - height)} C${f(x + w * 0.15)} ${f(y - height * 0.8)} ${f(x + w)} ${f(y - height * 0.68)} ${f(x + w)} ${f(
    y - height * 0.36,
  )} C${f(x + w)} ${f(y - height * 0.1)} ${f(x + w * 0.45)} ${f(y)} ${f(x)} ${f(y)} C${f(x - w * 0.45)} ${f(y)} ${f(x - w)} ${f(
    y - height * 0.1,
  )} ${f(x - w)} ${f(y - height * 0.36)} C${f(x - w)} ${f(y - height * 0.68)} ${f(x - w * 0.15)} ${f(y - height * 0.8)} ${f(x)} ${f(
    y - height,
  )} Z`;
}

/** An Orthodox cross standing on (x, y), `height` tall: top bar, main bar and the slanted foot bar. */
function cross(x: number, y: number, height: number): string {
  const stem = Math.max(1.6, height * 0.085);
  const bar = stem * 0.95;
  const rect = (cx: number, cy: number, w: number, h: number) =>
    `M${f(cx - w / 2)} ${f(cy - h / 2)} h${f(w)} v${f(h)} h${f(-w)} Z`;
  const footY = y - height * 0.3;
  const foot = height * 0.2;
  return [
    rect(x, y - height / 2, stem, height),
    rect(x, y - height * 0.72, height * 0.56, bar),
    rect(x, y - height * 0.9, height * 0.3, bar),
    // The foot bar rises to the viewer's left (to Christ's right); drawn clockwise like the bars, not to cut a hole
    `M${f(x - foot)} ${f(footY - foot * 0.3 - bar)} L${f(x + foot)} ${f(footY + foot * 0.3 - bar)} l0 ${f(bar)} L${f(x - foot)} ${f(
      footY - foot * 0.3,
    )} Z`,
  ].join(' ');
}

const rect = (x: number, y: number, width: number, height: number) =>
  `M${f(x)} ${f(y)} h${f(width)} v${f(height)} h${f(-width)} Z`;

/** Lit windows: warm rectangles with a soft glow (the filter `glow` is defined by the scene). */
const windows = (ink: Ink, d: string) =>
  `<path d="${d}" fill="${ink.light}" filter="url(#glow)" opacity="0.8"/><path d="${d}" fill="${ink.light}"/>`;

/** A wooden tented-roof church of the North: refectory and porch on the west, apse on the east. */
function woodenChurch(ink: Ink): string {
  const walls = [
    rect(-238, -44, 38, 44), // porch
    rect(-202, -80, 138, 80), // refectory
    rect(-66, -122, 132, 122), // the main log frame (четверик)
    rect(-46, -192, 92, 54), // the octagon (восьмерик)
    rect(66, -86, 70, 86), // apse
    rect(-5, -420, 10, 24), // drum of the main dome
    rect(98, -122, 8, 16), // drum of the apse dome
  ].join(' ');
  const roofs = [
    'M-246 -42 L-219 -74 L-192 -42 Z', // porch gable
    'M-210 -78 L-62 -78 L-62 -112 L-192 -112 Z', // refectory roof
    'M-80 -120 L80 -120 L52 -146 L-52 -146 Z', // roof of the четверик around the octagon
    'M-46 -190 L46 -190 L60 -206 L-60 -206 Z', // the flare under the tent (повал)
    'M-64 -202 L64 -202 L6 -400 L-6 -400 Z', // the tent
    'M62 -84 L144 -84 L128 -110 L78 -110 Z', // apse roof
    onion(0, -418, 32, 46),
    onion(102, -120, 18, 26),
  ].join(' ');
  // Edges of the octagon's and the tent's faces, a shade apart
  const edges = [
    'M-16 -192 h2 v54 h-2 Z M14 -192 h2 v54 h-2 Z',
    'M-22 -203 L-1.5 -400 L0 -400 L-19 -203 Z M22 -203 L1.5 -400 L0 -400 L19 -203 Z',
  ].join(' ');
  const crosses = [cross(0, -462, 44), cross(102, -146, 24)].join(' ');
  const logs = Array.from({ length: 11 }, (_, index) => rect(-66, -116 + index * 10.5, 132, 1.3)).join(' ');
  const lit = [
    rect(-36, -80, 11, 17),
    rect(25, -80, 11, 17),
    rect(-5, -178, 10, 16),
    rect(-180, -54, 10, 14),
    rect(-146, -54, 10, 14),
    rect(-112, -54, 10, 14),
    rect(96, -58, 11, 15),
  ].join(' ');
  return `<path d="${walls}" fill="${ink.wall}"/><path d="${logs}" fill="${ink.roof}" opacity="0.6"/><path d="${roofs}" fill="${ink.roof}"/><path d="${edges}" fill="${ink.wall}" opacity="0.7"/><path d="${crosses}" fill="${ink.roof}"/>${windows(ink, lit)}`;
}

/** A bell hanging from y, `size` tall. */
const bell = (x: number, y: number, size: number) =>
  `M${f(x - size * 0.08)} ${f(y)} h${f(size * 0.16)} v${f(size * 0.12)} C${f(x + size * 0.32)} ${f(y + size * 0.16)} ${f(
    x + size * 0.3,
  )} ${f(y + size * 0.6)} ${f(x + size * 0.5)} ${f(y + size)} H${f(x - size * 0.5)} C${f(x - size * 0.3)} ${f(y + size * 0.6)} ${f(
    x - size * 0.32,
  )} ${f(y + size * 0.16)} ${f(x - size * 0.08)} ${f(y + size * 0.12)} Z`;

/** A wooden bell tower: log base with a skirt roof, a tall octagon, an open belfry with bells, a tent and a dome. */
function bellTower(ink: Ink): string {
  const pillars = [-46, -24, -3, 18, 40].map((x) => rect(x, -318, 6, 52)).join(' ');
  const walls = [
    rect(-44, -100, 88, 100), // log base
    rect(-34, -252, 68, 146), // octagon
    rect(-48, -272, 96, 8), // belfry floor
    rect(-48, -286, 96, 14), // parapet
    pillars,
    rect(-50, -326, 100, 10), // beam
    rect(-4, -486, 8, 18), // drum
  ].join(' ');
  const roofs = [
    'M-58 -98 L58 -98 L40 -120 L-40 -120 Z', // skirt roof (опасань)
    'M-34 -250 L34 -250 L48 -266 L-48 -266 Z', // flare under the belfry
    'M-60 -324 L60 -324 L46 -338 L-46 -338 Z', // eave
    'M-48 -336 L48 -336 L5 -470 L-5 -470 Z', // tent
    onion(0, -484, 24, 34),
    cross(0, -516, 34),
    bell(-13.5, -316, 20),
    bell(8, -316, 26),
    bell(29, -316, 14),
    bell(-35, -316, 12),
  ].join(' ');
  const edges =
    'M-12 -252 h2 v146 h-2 Z M10 -252 h2 v146 h-2 Z M-16 -337 L-1 -470 L0 -470 L-13.5 -337 Z M16 -337 L1 -470 L0 -470 L13.5 -337 Z';
  const logs = Array.from({ length: 9 }, (_, index) => rect(-44, -94 + index * 10.5, 88, 1.3)).join(' ');
  const lit = [rect(-5, -60, 10, 14), rect(-4, -200, 8, 18)].join(' ');
  return `<path d="${walls}" fill="${ink.wall}"/><path d="${logs}" fill="${ink.roof}" opacity="0.6"/><path d="${edges}" fill="${ink.roof}" opacity="0.8"/><path d="${roofs}" fill="${ink.roof}"/>${windows(ink, lit)}`;
}

/** A classical manor house: a two-storey house with a six-column portico and a belvedere, galleries and wings. */
function manor(ink: Ink): string {
  const columns = [-75, -45, -15, 15, 45, 75].map((x) => rect(x - 5, -120, 10, 108)).join(' ');
  const side = (sign: 1 | -1) => {
    const x = (value: number) => sign * value;
    return [
      rect(Math.min(x(160), x(246)), -62, 86, 62), // gallery
      rect(Math.min(x(246), x(330)), -104, 84, 104), // wing
      `M${x(240)} -102 L${x(336)} -102 L${x(322)} -126 L${x(254)} -126 Z`, // wing roof
      `M${x(156)} -60 L${x(250)} -60 L${x(250)} -70 L${x(156)} -70 Z`, // gallery roof
    ].join(' ');
  };
  const walls = [
    rect(-160, -140, 320, 140), // the house
    rect(-92, -12, 184, 12), // podium
    side(1),
    side(-1),
    rect(-34, -226, 68, 56), // belvedere
  ].join(' ');
  const roof = 'M-166 -146 L166 -146 L140 -168 L-140 -168 Z';
  const roofs = [
    rect(-166, -148, 332, 9), // cornice
    rect(-92, -132, 184, 13), // entablature
    'M-102 -130 L102 -130 L0 -196 Z', // pediment
    rect(-38, -229, 76, 5),
    'M-38 -226 C-38 -264 38 -264 38 -226 Z', // belvedere dome
    rect(-1.5, -284, 3, 34),
    'M-5 -266 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z',
  ].join(' ');
  // Galleries' arches, between the columns and on both floors; the door in the middle
  const between = [-60, -30, 30, 60];
  const lit = [
    ...between.map((x) => rect(x - 6, -104, 12, 22)),
    ...between.map((x) => rect(x - 6, -58, 12, 26)),
    rect(-7, -62, 14, 50),
    rect(-7, -106, 14, 24),
    ...[-140, -115, 115, 140].map((x) => rect(x - 6, -106, 12, 22)),
    ...[-140, 140].map((x) => rect(x - 6, -58, 12, 26)),
    ...[-300, -276, 276, 300].map((x) => rect(x - 5, -76, 10, 18)),
    ...[-22, -5, 12].map((x) => rect(x, -216, 10, 20)),
  ].join(' ');
  const arches = [-1, 1]
    .flatMap((sign) => [176, 198, 220].map((x) => `M${sign * x - 7} -8 v-28 a7 7 0 0 1 14 0 v28 Z`))
    .join(' ');
  const loggia = rect(-82, -120, 164, 108);
  return `<path d="${walls} ${roof}" fill="${ink.wall}"/><path d="${loggia}" fill="${ink.light}" opacity="0.16"/>${windows(ink, lit)}<path d="${columns}" fill="${ink.roof}"/><path d="${roofs}" fill="${ink.roof}"/><path d="${arches}" fill="${ink.light}" opacity="0.35"/>`;
}

/** A two-storey merchant's house: stone ground floor with arched windows, a timber upper floor, mezzanine, gate. */
function merchantHouse(ink: Ink): string {
  const pickets = Array.from({ length: 12 }, (_, index) => {
    const x = 290 + index * 9;
    return `M${x} 0 v-54 l3.5 -7 l3.5 7 v54 Z`;
  }).join(' ');
  const walls = [
    rect(-170, -98, 340, 98), // stone floor
    rect(-168, -196, 336, 92), // timber floor
    rect(-44, -262, 88, 36), // mezzanine
    rect(-122, -262, 14, 44), // chimneys
    rect(100, -256, 14, 40),
    rect(196, -108, 10, 108), // gate posts
    rect(274, -108, 10, 108),
    rect(206, -92, 68, 92), // gate
    rect(284, -40, 110, 6), // fence rail
    pickets,
  ].join(' ');
  const roofs = [
    rect(-176, -104, 352, 8), // belt between the floors
    rect(-178, -203, 356, 8), // cornice
    'M-182 -200 L182 -200 L146 -246 L-146 -246 Z', // hipped roof
    'M-52 -260 L52 -260 L0 -292 Z', // mezzanine pediment
    'M190 -106 L290 -106 L240 -134 Z', // gate roof
    rect(-126, -266, 22, 5),
    rect(96, -260, 22, 5),
  ].join(' ');
  const windowsUp = [-140, -96, -52, 52, 96, 140].map((x) => rect(x - 9, -180, 18, 30)).join(' ');
  const frames = [-140, -96, -52, 52, 96, 140].map((x) => `M${x - 15} -184 L${x + 15} -184 L${x} -196 Z`).join(' ');
  const arched = (x: number) => `M${x - 9} -20 v-36 a9 9 0 0 1 18 0 v36 Z`;
  const lit = [
    windowsUp,
    rect(-16, -180, 32, 30), // the hall's wide window
    [-140, -96, -52, 52, 96, 140].map(arched).join(' '),
    'M-14 -232 v-8 a14 14 0 0 1 28 0 v8 Z', // mezzanine window
  ].join(' ');
  return `<path d="${walls}" fill="${ink.wall}"/><path d="${roofs}" fill="${ink.roof}"/><path d="${frames}" fill="${ink.roof}"/>${windows(ink, lit)}`;
}

/** A post windmill: a log crib, the boxy body with a gable roof, four lattice sails and the tail pole. */
function windmill(ink: Ink, angle = 40): string {
  const crib = 'M-68 0 L68 0 L40 -102 L-40 -102 Z';
  const gaps = Array.from({ length: 6 }, (_, index) => {
    const y = -14 - index * 15;
    const half = 68 - ((68 - 40) * -y) / 102;
    return rect(-half + 5, y, half * 2 - 10, 1.8);
  }).join(' ');
  const body = [rect(-10, -130, 20, 32), rect(-58, -266, 116, 140)].join(' ');
  const roof = 'M-68 -262 L68 -262 L0 -318 Z';
  const tail = 'M-30 -128 L-18 -128 L-176 0 L-190 0 Z';
  const hub = -242;
  const sail = [
    rect(-3, -222, 6, 222), // stock
    rect(4, -222, 2.5, 184), // inner rail
    rect(40, -222, 3, 184), // outer rail
    ...Array.from({ length: 12 }, (_, index) => rect(4, -222 + index * 16.6, 39, 2.2)),
  ].join(' ');
  const sails = [0, 90, 180, 270]
    .map((turn) => `<path d="${sail}" transform="translate(0 ${hub}) rotate(${angle + turn})"/>`)
    .join('');
  const lit = rect(-9, -206, 18, 24);
  const boards = Array.from({ length: 9 }, (_, index) => rect(-58 + 13 * (index + 0.5), -262, 1.2, 132)).join(' ');
  return `<path d="${tail}" fill="${ink.roof}"/><path d="${crib} ${body}" fill="${ink.wall}"/><path d="${boards}" fill="${ink.roof}" opacity="0.7"/><path d="${gaps}" fill="${ink.light}" opacity="0.22"/><path d="${roof}" fill="${ink.roof}"/>${windows(
    ink,
    lit,
  )}<g fill="${ink.roof}">${sails}<circle cx="0" cy="${hub}" r="10"/></g>`;
}

/** A small wayside chapel with a porch, a dome on the ridge, and a roofed worship cross beside it. */
function chapel(ink: Ink): string {
  const walls = [
    rect(-60, -74, 92, 74), // the log cell
    rect(32, -52, 40, 52), // porch
    rect(-20, -130, 14, 20), // drum
    rect(-132, -150, 8, 150), // worship cross: stem
    rect(-156, -116, 56, 7), // bar
    rect(-146, -132, 36, 6), // top bar
    'M-146 -70 L-110 -54 L-110 -48 L-146 -64 Z', // foot bar, rising to the viewer's left
  ].join(' ');
  const roofs = [
    'M-70 -72 L42 -72 L26 -116 L-54 -116 Z', // gable roof, side view
    'M26 -50 L78 -50 L52 -78 Z', // porch gable
    onion(-13, -128, 28, 40),
    cross(-13, -166, 32),
    'M-148 -150 L-108 -150 L-128 -168 Z', // the little roof over the worship cross (голубец)
  ].join(' ');
  const logs = Array.from({ length: 7 }, (_, index) => rect(-60, -68 + index * 10, 92, 1.3)).join(' ');
  const lit = [rect(-38, -50, 10, 14), rect(-8, -50, 10, 14)].join(' ');
  return `<path d="${walls}" fill="${ink.wall}"/><path d="${logs}" fill="${ink.roof}" opacity="0.6"/><path d="${roofs}" fill="${ink.roof}"/>${windows(ink, lit)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Composites: a drawing over a photo, 1600×1000

const WIDTH = 1600;
const HEIGHT = 1000;

interface Reflection {
  /** The waterline: everything above it is mirrored below it */
  waterY: number;
  /** How far down the reflection fades out */
  depth: number;
  opacity: number;
}

/** The overlay: the drawing, its reflection in still water if any, and shared filters. */
function overlay(drawing: string, reflection?: Reflection, defs = ''): string {
  let mirrored = '';
  let mask = '';
  if (reflection) {
    const { waterY, depth, opacity } = reflection;
    const random = randomSequence(Math.round(waterY));
    // Calm water breaks a reflection into bands: thin gaps, sparse near the shore, denser further out
    const gaps = Array.from({ length: 46 }, () => {
      const t = random() ** 0.6;
      const length = 20 + random() * 200;
      return rect(random() * WIDTH - length / 2, waterY + 8 + t * depth, length, 0.8 + t * 1.8 * random());
    }).join(' ');
    mask = `
  <linearGradient id="fade" gradientUnits="userSpaceOnUse" x1="0" y1="${waterY}" x2="0" y2="${waterY + depth}">
    <stop offset="0" stop-color="#fff" stop-opacity="${opacity}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <mask id="below" maskUnits="userSpaceOnUse" x="0" y="0" width="${WIDTH}" height="${HEIGHT}">
    <rect x="0" y="${waterY}" width="${WIDTH}" height="${depth}" fill="url(#fade)"/>
    <path d="${gaps}" fill="#000" opacity="0.75" filter="url(#ripple)"/>
  </mask>
  <filter id="ripple" x="-5%" y="-50%" width="110%" height="200%"><feGaussianBlur stdDeviation="3 0.5"/></filter>
  <filter id="water" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.5 2.5"/></filter>`;
    mirrored = `<g mask="url(#below)"><use href="#drawing" transform="matrix(1 0 0 -1 0 ${2 * waterY})" filter="url(#water)"/></g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
  <filter id="glow" x="-200%" y="-200%" width="500%" height="500%"><feGaussianBlur stdDeviation="5"/></filter>
  <filter id="soft" x="-2%" y="-2%" width="104%" height="104%"><feGaussianBlur stdDeviation="0.6"/></filter>${mask}
  ${defs}
</defs>
<g id="drawing" filter="url(#soft)">${drawing}</g>
${mirrored}
</svg>`;
}

/** A shore line from x0 to x1 on the waterline y: a low uneven rise, flat at both ends. */
function shore(x0: number, x1: number, y: number, rise: number, seed: number): string {
  const random = randomSequence(seed);
  const steps = Math.round((x1 - x0) / 14);
  const list: [number, number][] = [];
  for (let index = 0; index <= steps; index++) {
    const t = index / steps;
    const envelope = Math.sin(Math.PI * t) ** 0.6;
    list.push([x0 + (x1 - x0) * t, y - rise * envelope * (0.75 + random() * 0.4)]);
  }
  return `M${f(x0)} ${f(y + 1)} L${points(list)} L${f(x1)} ${f(y + 1)} Z`;
}

const place = (x: number, y: number, scale: number, markup: string) =>
  `<g transform="translate(${f(x)} ${f(y)}) scale(${scale})">${markup}</g>`;

interface Scene {
  name: string;
  source: PhotoSource;
  /** Part of the photo (in its pixels) made into the 1600×1000 background; all of it when unset */
  region?: Region;
  /** Mirror the photo left to right */
  flop?: boolean;
  overlay: () => string;
}

const DUSK: Ink = { wall: '#21171f', roof: '#2c1f27', light: '#ffc978' };
const MIST: Ink = { wall: '#172030', roof: '#223047', light: '#ffc46a' };
const SUNSET: Ink = { wall: '#1d140f', roof: '#261a14', light: '#ffb54d' };
const FOG: Ink = { wall: '#2b2b2b', roof: '#353535', light: '#f1dfb4' };

const SUMMER_NIGHT: PhotoSource = { pkg: 'plasma-workspace-wallpapers', file: PLASMA('summer_1am') };
const DARKEST_HOUR: PhotoSource = { pkg: 'plasma-workspace-wallpapers', file: PLASMA('DarkestHour') };

/** Mist lying on the water around a drawing: a soft ellipse of the fog's colour. */
const mist = (cx: number, cy: number, rx: number, ry: number, colour: string, opacity: number) =>
  `<filter id="mist" x="-30%" y="-200%" width="160%" height="500%"><feGaussianBlur stdDeviation="${f(ry * 0.6)}"/></filter>
   <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${colour}" opacity="${opacity}" filter="url(#mist)"/>`;

const SCENES: Scene[] = [
  {
    name: 'wooden-church',
    source: SUMMER_NIGHT,
    overlay: () => {
      const waterY = 702;
      const trees = [forest(236, 392, waterY - 6, 9, 70, 230, 11, 0.85), forest(770, 960, waterY - 6, 10, 80, 260, 12, 0.2)].join(
        ' ',
      );
      return overlay(
        `<path d="${trees}" fill="#1b1319"/>
         <path d="${shore(190, 1010, waterY, 14, 3)}" fill="${DUSK.wall}"/>
         ${place(590, waterY - 9, 0.9, woodenChurch(DUSK))}`,
        { waterY, depth: 280, opacity: 0.75 },
      );
    },
  },
  {
    name: 'bell-tower',
    source: SUMMER_NIGHT,
    region: { left: 240, top: 150, width: 2240, height: 1400 },
    flop: true,
    overlay: () => {
      const waterY = 694;
      const trees = [
        forest(960, 1100, waterY - 6, 7, 70, 200, 21, 0.3),
        forest(1236, 1440, waterY - 6, 10, 60, 250, 22, 0.25),
      ].join(' ');
      return overlay(
        `<path d="${trees}" fill="#1b1319"/>
         <path d="${shore(930, 1480, waterY, 12, 4)}" fill="${DUSK.wall}"/>
         ${place(1166, waterY - 8, 0.82, bellTower(DUSK))}`,
        { waterY, depth: 270, opacity: 0.75 },
      );
    },
  },
  {
    name: 'manor',
    source: DARKEST_HOUR,
    overlay: () => {
      const waterY = 694;
      const random = randomSequence(31);
      const park = [-330, -290, -240, -205, 205, 250, 300, 345]
        .map((x, index) => leafyTree(800 + x * 0.8, waterY - 6, 150 + random() * 70, 40 + index))
        .join(' ');
      const trees = [forest(420, 520, waterY - 6, 5, 80, 190, 32, 0.8), forest(1090, 1210, waterY - 6, 6, 90, 200, 33, 0.2)];
      return overlay(
        `<g opacity="0.92">
           <path d="${park}" fill="#1c2738"/>
           <path d="${trees.join(' ')}" fill="#162030"/>
           <path d="${shore(380, 1240, waterY, 10, 5)}" fill="${MIST.wall}"/>
           ${place(800, waterY - 7, 0.8, manor(MIST))}
         </g>
         ${mist(800, waterY - 8, 520, 22, '#4d6a90', 0.6)}`,
        { waterY, depth: 230, opacity: 0.6 },
      );
    },
  },
  {
    name: 'merchant-house',
    source: DARKEST_HOUR,
    region: { left: 900, top: 380, width: 1660, height: 1037 },
    overlay: () => {
      const waterY = 728;
      const trees = [forest(90, 200, waterY - 6, 5, 90, 220, 41, 0.5), forest(690, 790, waterY - 6, 4, 100, 230, 42, 0.4)];
      return overlay(
        `<g opacity="0.94">
           <path d="${leafyTree(170, waterY - 6, 250, 43)} ${leafyTree(640, waterY - 6, 230, 44)}" fill="#1a2435"/>
           <path d="${trees.join(' ')}" fill="#151e2d"/>
           <path d="${shore(60, 860, waterY, 12, 6)}" fill="${MIST.wall}"/>
           ${place(380, waterY - 8, 0.88, merchantHouse(MIST))}
         </g>
         ${mist(430, waterY - 8, 460, 20, '#46628a', 0.55)}`,
        { waterY, depth: 250, opacity: 0.6 },
      );
    },
  },
  {
    name: 'mill',
    source: { pkg: 'lomiri-wallpapers-16.04', file: LOMIRI('sunset_by_Aitzol_Berasategi.jpg') },
    region: { left: 180, top: 600, width: 2500, height: 1562 },
    overlay: () =>
      overlay(
        `<ellipse cx="980" cy="806" rx="130" ry="10" fill="#1d140f" opacity="0.55" filter="url(#glow)"/>
         ${place(980, 808, 1.05, windmill(SUNSET))}`,
      ),
  },
  {
    name: 'chapel',
    source: { pkg: 'plasma-workspace-wallpapers', file: PLASMA('ColdRipple') },
    overlay: () => {
      // The island lies beyond the ladder's rails (their tops are at y 404), which stay in front of it
      const waterY = 398;
      const trees = [forest(500, 660, waterY - 4, 7, 70, 210, 51, 0.7), forest(960, 1120, waterY - 4, 7, 70, 220, 52, 0.3)];
      return overlay(
        `<g opacity="0.5">
           <g filter="url(#fog)">
             <path d="${trees.join(' ')}" fill="#262626"/>
             <path d="${shore(470, 1150, waterY, 9, 7)}" fill="${FOG.wall}"/>
             ${place(812, waterY - 5, 1.3, chapel(FOG))}
           </g>
           ${mist(810, waterY - 4, 380, 14, '#b9b9b9', 0.9)}
         </g>`,
        undefined,
        '<filter id="fog" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.4"/></filter>',
      );
    },
  },
];

async function buildScenes(options: Options): Promise<void> {
  for (const scene of SCENES) {
    let image = sharp(sourcePath(options, scene.source));
    if (scene.region) image = image.extract(scene.region);
    if (scene.flop) image = image.flop();
    const background = await image.resize(WIDTH, HEIGHT, { fit: 'cover' }).toBuffer();
    const svg = scene.overlay();
    if (process.env.SITE_IMAGES_DEBUG) await writeFile(path.join(process.env.SITE_IMAGES_DEBUG, `${scene.name}.svg`), svg);
    const composite = sharp(background).composite([{ input: Buffer.from(svg) }]);
    await writeJpegAndWebp(composite, path.join(OUT, 'projects', `${scene.name}.jpg`));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Open Graph image: the hero photo with the mark on a parchment disc

async function buildOpenGraph(options: Options): Promise<void> {
  const [width, height] = [1200, 630];
  const background = await sharp(sourcePath(options, SUMMER_NIGHT))
    .extract({ left: 0, top: 150, width: 2560, height: 1344 })
    .resize(width, height)
    .toBuffer();
  const disc = 112;
  const [cx, cy] = [width / 2, 268];
  const plate = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter></defs>
    <circle cx="${cx}" cy="${cy + 10}" r="${disc}" fill="#2a1d24" opacity="0.35" filter="url(#shadow)"/>
    <circle cx="${cx}" cy="${cy}" r="${disc}" fill="#f7f1e6"/>
    <circle cx="${cx}" cy="${cy}" r="${disc - 9}" fill="none" stroke="#a4482a" stroke-width="2.5"/>
  </svg>`;
  const mark = 150;
  const logo = await sharp(await readFile(path.join(OUT, 'logo.svg')), { density: (72 * mark) / 64 })
    .resize(mark, mark)
    .png()
    .toBuffer();
  const image = sharp(background).composite([
    { input: Buffer.from(plate) },
    { input: logo, left: Math.round(cx - mark / 2), top: Math.round(cy - mark / 2 - 4) },
  ]);
  await writeJpegAndWebp(image, path.join(OUT, 'og.jpg'));
}

// ---------------------------------------------------------------------------------------------------------------
// Licence texts, and the check of the data module and the credits against the files

/** Full texts Debian ships in /usr/share/common-licenses, for the licences of the images (LGPL-3 builds on GPL-3). */
const LICENCE_TEXTS = ['LGPL-3', 'GPL-3', 'GPL-2', 'CC0-1.0'];

async function copyLicences(): Promise<void> {
  const from = process.env.COMMON_LICENSES ?? '/usr/share/common-licenses';
  for (const name of LICENCE_TEXTS) {
    const file = path.join(from, name);
    if (!existsSync(file)) {
      console.warn(`No ${file}: public/site/licenses/${name}.txt not updated`);
      continue;
    }
    await mkdir(path.join(OUT, 'licenses'), { recursive: true });
    await copyFile(file, path.join(OUT, 'licenses', `${name}.txt`));
  }
}

/** The size an SVG declares: width and height, or its viewBox's. */
function svgSize(markup: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(markup)?.[0] ?? '';
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1] ?? NaN);
  const box = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(root);
  return { width: attribute('width') || Number(box?.[1]), height: attribute('height') || Number(box?.[2]) };
}

async function verify(): Promise<boolean> {
  const credits = await readFile(path.join(OUT, 'CREDITS.md'), 'utf8').catch(() => '');
  const problems: string[] = [];
  let total = 0;
  for (const [key, image] of Object.entries(SITE_IMAGES)) {
    const file = path.join(ROOT, 'public', image.file);
    if (!existsSync(file)) {
      problems.push(`${key}: ${image.file} is missing`);
      continue;
    }
    const files = image.mimeType === 'image/jpeg' ? [file, file.replace(/\.jpg$/, '.webp')] : [file];
    for (const each of files) {
      const size =
        image.mimeType === 'image/svg+xml'
          ? svgSize(await readFile(each, 'utf8'))
          : await sharp(each)
              .metadata()
              .then(({ width, height }) => ({ width, height }));
      if (size.width !== image.width || size.height !== image.height)
        problems.push(`${key}: ${path.relative(ROOT, each)} is ${size.width}×${size.height}, not ${image.width}×${image.height}`);
      total += (await stat(each)).size;
    }
    if (!credits.includes(image.file.replace(/^\/site\//, ''))) problems.push(`${key}: CREDITS.md does not name ${image.file}`);
  }
  for (const problem of problems) console.error(problem);
  console.log(`${Object.keys(SITE_IMAGES).length} images, ${kb(total)} with the WebP copies; ${problems.length} problems`);
  return problems.length === 0;
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    if (!(await verify())) process.exitCode = 1;
    return;
  }
  const options = parseArguments(process.argv.slice(2));
  const wants = (part: string) => !options.only || options.only.has(part);
  if (wants('photos')) await buildPhotos(options);
  if (wants('projects')) await buildScenes(options);
  if (wants('og')) await buildOpenGraph(options);
  if (wants('licenses')) await copyLicences();
  if (!(await verify())) process.exitCode = 1;
}

await main();
