/**
 * The drago and egg art (DESIGN "Dragos": drawn from genes as SVG, animated, no copyrighted
 * images). One renderer for the web cards, the detail page and the API's tokenURI images.
 *
 * - Each of the 7 parts is one `<g data-part="…">`, its shape chosen by part and the element of its
 *   dominant attribute, filled with its dominant colour; the recessive colour paints small markings.
 * - Part grade: epic parts get a violet outline, legend parts a gold outline and a glow. Drago
 *   grade: epic a violet frame, legend a gold frame with a glow and corner gems.
 * - Animation is CSS inside the SVG (wing flap, tail sway, breathing); `prefers-reduced-motion:
 *   reduce` stops it, and `animate: false` leaves it out.
 * - Output is a pure function of its input. Every id and class starts with a prefix (default: a
 *   hash of the genes or the egg id), so several images on one page do not clash.
 */
import { attributeElement, type ColourIndex, type ElementIndex, type Grade, PARTS } from './catalogue';
import { type DragoGenes, encodeDatas, type PartGenes } from './datas';

export interface RenderOptions {
  /** Accessible name, in the reader's language (default "Drago" / "Egg"). */
  title?: string;
  /** Optional longer description (`<desc>`). */
  description?: string;
  /** Prefix of every id and class: letters, digits, `-`, `_`; starts with a letter. */
  idPrefix?: string;
  /** width and height attributes in px; without it the SVG fills its box (viewBox only). */
  size?: number;
  /** Default true. False draws the same art without animation styles. */
  animate?: boolean;
}

interface Palette {
  fill: string;
  shade: string;
  light: string;
}

/** Colours 0–4: red, blue, yellow, green, purple. */
export const DRAGO_PALETTES: readonly Palette[] = [
  { fill: '#e05a4f', shade: '#8f2a22', light: '#f7b1a9' },
  { fill: '#4a90e2', shade: '#1f4f8f', light: '#a9cdf6' },
  { fill: '#f2c230', shade: '#9a7410', light: '#fbe79f' },
  { fill: '#4cb86a', shade: '#23703a', light: '#aee5bc' },
  { fill: '#9a5ad6', shade: '#55288a', light: '#d6b8f1' },
];

const EPIC_STROKE = '#7b4fe0';
const LEGEND_STROKE = '#e3a81b';
const EYE_WHITE = '#fffdf7';
const INK = '#2a2233';

export const VIEW_BOX_SIZE = 240;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** FNV-1a 32-bit, base 36: a short stable id for a string. */
export function stableHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function prefixOf(option: string | undefined, fallback: string): string {
  if (option === undefined) return fallback;
  if (!/^[A-Za-z][\w-]*$/.test(option)) {
    throw new RangeError(
      `idPrefix "${option}" must start with a letter and hold only letters, digits, - and _`,
    );
  }
  return option;
}

function svgOpen(prefix: string, options: RenderOptions, fallbackTitle: string): string {
  const size = options.size !== undefined ? ` width="${options.size}" height="${options.size}"` : '';
  const title = escapeXml(options.title ?? fallbackTitle);
  const desc = options.description
    ? `<desc id="${prefix}-desc">${escapeXml(options.description)}</desc>`
    : '';
  const described = options.description ? ` aria-describedby="${prefix}-desc"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_BOX_SIZE} ${VIEW_BOX_SIZE}"${size}` +
    ` role="img" aria-labelledby="${prefix}-title"${described}>` +
    `<title id="${prefix}-title">${title}</title>${desc}`
  );
}

function reducedMotion(prefix: string): string {
  return `@media (prefers-reduced-motion: reduce){.${prefix}-anim,.${prefix}-anim *{animation:none!important}}`;
}

// ─── Parts ────────────────────────────────────────────────────────────────────────────────────────

interface PartPaint {
  element: ElementIndex;
  colour: Palette;
  accent: Palette;
  /** Outline colour: the shade, or the epic/legend stroke. */
  stroke: string;
  strokeWidth: number;
}

function paintOf(part: PartGenes): PartPaint {
  const colour = DRAGO_PALETTES[part.dominantColour]!;
  const stroke = part.grade === 3 ? LEGEND_STROKE : part.grade === 2 ? EPIC_STROKE : colour.shade;
  return {
    element: attributeElement(part.dominantAttribute),
    colour,
    accent: DRAGO_PALETTES[part.recessiveColour]!,
    stroke,
    strokeWidth: part.grade === 1 ? 2 : 3,
  };
}

const shape = (d: string, paint: PartPaint, fill = paint.colour.fill) =>
  `<path d="${d}" fill="${fill}" stroke="${paint.stroke}" stroke-width="${paint.strokeWidth}" stroke-linejoin="round"/>`;
const mark = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;

/** Tail: a tapered curve from the body to the left, tip by element. */
function tail(p: PartPaint): string {
  const base = shape(
    'M80 150 C58 146 44 160 30 158 C22 157 18 150 20 144 C30 152 44 140 62 136 C70 134 78 136 84 140 Z',
    p,
  );
  const tips = [
    // Fire: a flame
    'M22 146 C10 140 8 126 16 116 C16 126 22 128 24 122 C28 132 34 136 30 146 Z',
    // Aqua: a fan fin
    'M24 148 L6 128 C12 126 18 128 22 132 L16 116 C24 118 28 126 30 136 Z',
    // Light: a four-point star
    'M20 136 L24 148 L36 150 L24 153 L20 166 L16 153 L4 150 L16 148 Z',
    // Terra: a club
    'M26 150 C14 158 4 150 6 140 C8 130 22 128 28 138 Z',
    // Dark: a spade
    'M28 148 L8 132 L6 150 L14 146 L12 164 Z',
  ];
  return base + shape(tips[p.element]!, p) + mark('M52 146 C48 148 44 150 40 150', 'none');
}

/** Wing: on the back, root near (112, 118), shape by element. */
function wing(p: PartPaint): string {
  const wings = [
    // Fire: a bat wing with three fingers
    'M112 120 C100 86 84 60 58 40 C62 58 56 70 44 76 C58 80 62 92 52 102 C70 100 80 108 82 120 C92 112 102 114 112 120 Z',
    // Aqua: a rounded fin wing
    'M112 120 C96 78 78 52 50 46 C54 74 50 98 62 116 C76 108 96 110 112 120 Z',
    // Light: a feathered wing
    'M112 120 C104 88 92 62 70 44 C64 52 62 60 64 66 C54 66 48 72 48 80 C56 80 60 84 60 88 C50 92 48 100 52 106 C62 104 70 106 74 112 C86 110 100 112 112 120 Z',
    // Terra: an angular stone wing
    'M112 120 L96 72 L70 52 L74 74 L52 70 L64 92 L48 100 L80 110 Z',
    // Dark: a tattered wing
    'M112 120 C104 90 90 64 66 38 L70 60 L54 52 L60 74 L42 70 L54 90 L40 96 L62 104 L56 114 C76 108 96 110 112 120 Z',
  ];
  const veins = `<path d="M110 118 C96 96 80 76 62 56 M108 118 C92 106 76 98 58 90" fill="none" stroke="${p.colour.shade}" stroke-width="1.5" stroke-linecap="round" opacity="0.6"/>`;
  return shape(wings[p.element]!, p, p.colour.light) + veins;
}

/** Legs: back and front, feet by element. */
function leg(p: PartPaint): string {
  const legAt = (x: number) => {
    const limb = `M${x - 10} 170 C${x - 12} 186 ${x - 10} 196 ${x - 8} 204 L${x + 8} 204 C${x + 10} 194 ${x + 12} 184 ${x + 10} 170 Z`;
    const feet = [
      `M${x - 12} 204 L${x - 10} 214 L${x - 5} 207 L${x} 215 L${x + 5} 207 L${x + 10} 214 L${x + 12} 204 Z`,
      `M${x - 14} 204 C${x - 14} 214 ${x + 14} 214 ${x + 14} 204 Z`,
      `M${x - 9} 204 L${x - 7} 212 L${x + 7} 212 L${x + 9} 204 Z`,
      `M${x - 15} 202 C${x - 16} 214 ${x + 16} 214 ${x + 15} 202 Z`,
      `M${x - 12} 204 L${x - 14} 216 L${x - 4} 208 L${x} 218 L${x + 4} 208 L${x + 14} 216 L${x + 12} 204 Z`,
    ];
    return shape(limb, p) + shape(feet[p.element]!, p, p.colour.shade);
  };
  return legAt(92) + legAt(140);
}

/** Body with the neck, outline and back markings by element; the belly takes the accent colour. */
function body(p: PartPaint): string {
  const outlines = [
    'M70 156 C66 128 92 112 122 114 C138 115 146 106 152 94 L178 104 C172 124 166 134 166 152 C166 178 142 190 116 190 C88 190 72 178 70 156 Z',
    'M68 154 C66 124 94 110 122 112 C138 113 146 104 152 94 L178 104 C172 124 168 136 168 154 C168 182 142 192 116 192 C86 192 70 180 68 154 Z',
    'M72 156 C70 130 94 116 122 116 C138 116 146 106 152 94 L178 104 C172 122 166 134 166 154 C166 176 142 188 118 188 C90 188 74 176 72 156 Z',
    'M64 158 C62 124 90 108 124 110 C140 111 148 104 152 94 L180 104 C174 124 170 136 170 156 C170 184 144 194 116 194 C84 194 66 182 64 158 Z',
    'M74 154 C72 130 96 116 122 116 C138 116 146 106 152 94 L176 104 C170 122 164 134 164 152 C164 176 142 186 118 186 C92 186 76 176 74 154 Z',
  ];
  const belly = mark(
    'M92 168 C100 180 136 182 150 168 C148 176 134 184 120 184 C106 184 96 178 92 168 Z',
    p.accent.fill,
  );
  const markings = [
    'M96 122 C98 112 104 108 108 102 C108 110 112 114 110 122 Z M118 118 C120 110 126 106 128 100 C128 108 132 112 130 118 Z',
    'M96 150 C100 144 108 144 112 150 C108 146 100 146 96 150 Z M114 156 C118 150 126 150 130 156 C126 152 118 152 114 156 Z',
    'M112 140 L115 148 L123 149 L117 154 L119 162 L112 157 L105 162 L107 154 L101 149 L109 148 Z',
    'M90 120 L102 112 L110 120 Z M108 116 L120 108 L128 116 Z M126 116 L138 108 L144 116 Z',
    'M88 124 L94 106 L100 122 Z M104 118 L110 100 L116 116 Z M120 116 L126 98 L132 114 Z',
  ];
  return shape(outlines[p.element]!, p) + belly + mark(markings[p.element]!, p.accent.shade);
}

/** Horns on top of the head, by element. */
function horn(p: PartPaint): string {
  const horns = [
    // Fire: two swept flame horns
    'M166 74 C160 58 160 46 170 34 C170 48 176 56 178 70 Z M182 72 C182 58 186 48 196 42 C192 54 194 62 192 74 Z',
    // Aqua: a fin crest
    'M160 76 C164 58 176 46 192 44 C186 54 190 62 198 64 C190 68 190 74 192 78 Z',
    // Light: one spiral spike
    'M174 72 L182 30 L190 72 Z',
    // Terra: two stubby rock horns
    'M162 74 L164 56 L176 52 L178 72 Z M182 72 L188 56 L198 60 L194 76 Z',
    // Dark: curved ram horns sweeping back
    'M164 76 C150 70 144 54 154 44 C158 56 166 60 174 66 Z M180 72 C170 60 172 46 184 40 C184 52 190 58 194 66 Z',
  ];
  const rings =
    p.element === 2
      ? `<path d="M178 60 L186 58 M177 48 L185 46" stroke="${p.colour.shade}" stroke-width="1.5"/>`
      : '';
  return shape(horns[p.element]!, p, p.colour.light) + rings;
}

/** Head with the snout, by element. */
function head(p: PartPaint): string {
  const heads = [
    // Fire: a pointed snout
    'M150 96 C148 76 164 66 182 68 C196 70 204 80 206 88 L226 96 C228 104 220 110 208 112 C194 116 176 118 162 114 C154 110 150 104 150 96 Z',
    // Aqua: round, with a fin frill at the cheek
    'M150 96 C148 74 166 64 184 66 C200 68 208 80 212 88 C222 90 228 98 224 106 C220 114 204 116 190 116 C172 118 156 112 150 96 Z',
    // Light: smooth and long
    'M150 96 C150 76 166 68 182 68 C198 68 206 78 210 86 L224 92 C230 98 226 108 214 110 C196 114 176 118 162 114 C154 110 150 104 150 96 Z',
    // Terra: a square jaw
    'M148 98 C148 74 164 66 182 66 C198 66 206 76 208 84 L226 88 L226 108 L204 116 C186 120 168 120 158 114 C150 110 148 104 148 98 Z',
    // Dark: angular
    'M150 96 L160 72 L186 66 L206 82 L230 94 L218 106 L196 116 L166 116 Z',
  ];
  const extras = [
    '',
    mark('M154 100 L140 92 L142 104 L136 112 L154 108 Z', p.accent.fill),
    '',
    '',
    mark('M156 90 L146 80 L158 82 Z', p.accent.shade),
  ];
  const nostril = `<circle cx="218" cy="98" r="2" fill="${p.colour.shade}"/>`;
  const mouth = `<path d="M196 110 C204 110 212 108 220 104" fill="none" stroke="${p.colour.shade}" stroke-width="2" stroke-linecap="round"/>`;
  const cheek = `<circle cx="176" cy="104" r="5" fill="${p.accent.light}" opacity="0.8"/>`;
  return shape(heads[p.element]!, p) + extras[p.element] + nostril + mouth + cheek;
}

/** The eye: the iris takes the part's colour, the pupil shape the element. */
function eye(p: PartPaint): string {
  const white = [
    '<path d="M176 88 C180 80 192 80 196 88 C192 94 180 94 176 88 Z"',
    '<circle cx="186" cy="86" r="9"',
    '<circle cx="186" cy="86" r="8"',
    '<rect x="178" y="80" width="15" height="12" rx="3"',
    '<path d="M176 90 C182 80 192 80 197 84 C192 90 184 92 176 90 Z"',
  ][p.element]!;
  const pupils = [
    `<ellipse cx="186" cy="87" rx="1.6" ry="4" fill="${INK}"/>`,
    `<circle cx="187" cy="87" r="3.2" fill="${INK}"/><circle cx="189" cy="84" r="1.6" fill="#fff"/>`,
    `<path d="M187 83 L188.2 86 L191 86.6 L188.6 88.2 L189.2 91 L187 89.4 L184.8 91 L185.4 88.2 L183 86.6 L185.8 86 Z" fill="${INK}"/>`,
    `<rect x="184" y="84" width="5" height="5" fill="${INK}"/>`,
    `<path d="M184 88 C186 84 190 84 192 86 C190 86 187 87 184 88 Z" fill="${INK}"/>`,
  ][p.element]!;
  const iris = `<circle cx="187" cy="87" r="${p.element === 1 ? 6 : 5}" fill="${p.colour.fill}"/>`;
  return `${white} fill="${EYE_WHITE}" stroke="${p.stroke}" stroke-width="${p.strokeWidth}"/>${iris}${pupils}`;
}

const PART_DRAWERS: readonly ((paint: PartPaint) => string)[] = [horn, eye, head, body, wing, leg, tail];
/** Back to front: tail, wing, legs, then the breathing group body, horn, head, eye. */
const BACK_PARTS = [6, 4, 5] as const;
const BREATHING_PARTS = [3, 0, 2, 1] as const;

function partGroup(prefix: string, genes: DragoGenes, part: number): string {
  const genesOfPart = genes.parts[part]!;
  const paint = paintOf(genesOfPart);
  const classes = [`${prefix}-part`];
  if (part === 4) classes.push(`${prefix}-wing`);
  if (part === 6) classes.push(`${prefix}-tail`);
  const filter = genesOfPart.grade === 3 ? ` filter="url(#${prefix}-glow)"` : '';
  return (
    `<g class="${classes.join(' ')}" data-part="${PARTS[part]}" data-grade="${genesOfPart.grade}"` +
    ` data-colour="${genesOfPart.dominantColour}"${filter}>${PART_DRAWERS[part]!(paint)}</g>`
  );
}

function frame(prefix: string, grade: Grade): string {
  const background =
    `<rect x="4" y="4" width="232" height="232" rx="20" fill="url(#${prefix}-bg)"/>` +
    `<ellipse cx="118" cy="216" rx="74" ry="8" fill="#000" opacity="0.12"/>`;
  if (grade === 1) return `<g class="${prefix}-frame" data-grade="1">${background}</g>`;
  const colour = grade === 3 ? `url(#${prefix}-gold)` : EPIC_STROKE;
  const gems =
    grade === 3
      ? [
          [14, 14],
          [226, 14],
          [14, 226],
          [226, 226],
        ]
          .map(
            ([x, y]) =>
              `<path d="M${x} ${y! - 7} L${x! + 7} ${y} L${x} ${y! + 7} L${x! - 7} ${y} Z" fill="#fff4c2" stroke="${LEGEND_STROKE}" stroke-width="2"/>`,
          )
          .join('')
      : '';
  const glow = grade === 3 ? ` filter="url(#${prefix}-glow)"` : '';
  return (
    `<g class="${prefix}-frame" data-grade="${grade}">${background}` +
    `<rect x="6" y="6" width="228" height="228" rx="18" fill="none" stroke="${colour}" stroke-width="6"${glow}/>` +
    `<rect x="13" y="13" width="214" height="214" rx="13" fill="none" stroke="${colour}" stroke-width="1.5" opacity="0.7"/>` +
    `${gems}</g>`
  );
}

function dragoDefs(prefix: string, genes: DragoGenes): string {
  const element = attributeElement(genes.parts[3]!.dominantAttribute);
  const tints = ['#fff1e8', '#eaf4ff', '#fffbe6', '#eef8ea', '#f1ebfa'];
  return (
    '<defs>' +
    `<radialGradient id="${prefix}-bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="1" stop-color="${tints[element]}"/></radialGradient>` +
    `<linearGradient id="${prefix}-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff0a8"/>` +
    `<stop offset="0.5" stop-color="${LEGEND_STROKE}"/><stop offset="1" stop-color="#a8700a"/></linearGradient>` +
    `<filter id="${prefix}-glow" x="-20%" y="-20%" width="140%" height="140%">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="3" result="blur"/>` +
    `<feFlood flood-color="${LEGEND_STROKE}" flood-opacity="0.8"/><feComposite in2="blur" operator="in"/>` +
    '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>' +
    '</defs>'
  );
}

function dragoStyle(prefix: string, animate: boolean): string {
  if (!animate) return '';
  const p = prefix;
  return (
    '<style>' +
    `@keyframes ${p}-flap{0%,100%{transform:rotate(0deg)}50%{transform:rotate(16deg)}}` +
    `@keyframes ${p}-sway{0%,100%{transform:rotate(0deg)}50%{transform:rotate(-9deg)}}` +
    `@keyframes ${p}-breathe{0%,100%{transform:scale(1,1)}50%{transform:scale(1.012,1.03)}}` +
    `.${p}-wing{transform-origin:112px 120px;animation:${p}-flap 1.8s ease-in-out infinite}` +
    `.${p}-tail{transform-origin:82px 146px;animation:${p}-sway 2.6s ease-in-out infinite}` +
    `.${p}-breathe{transform-origin:120px 200px;animation:${p}-breathe 3.2s ease-in-out infinite}` +
    reducedMotion(p) +
    '</style>'
  );
}

/**
 * The drago drawn from its genes as an SVG string. Same genes and options → the same string.
 */
export function renderDragoSvg(genes: DragoGenes, options: RenderOptions = {}): string {
  const datas = encodeDatas(genes); // validates
  const prefix = prefixOf(options.idPrefix, `drago-${stableHash(datas.join(','))}`);
  const animate = options.animate ?? true;
  const back = BACK_PARTS.map((part) => partGroup(prefix, genes, part)).join('');
  const front = BREATHING_PARTS.map((part) => partGroup(prefix, genes, part)).join('');
  return (
    svgOpen(prefix, options, 'Drago') +
    dragoStyle(prefix, animate) +
    dragoDefs(prefix, genes) +
    frame(prefix, genes.grade) +
    `<g class="${prefix}-anim" data-grade="${genes.grade}">${back}<g class="${prefix}-breathe">${front}</g></g>` +
    '</svg>'
  );
}

// ─── Eggs ─────────────────────────────────────────────────────────────────────────────────────────

/** Spec 2 §4, §9: genesis eggs are ids 10001 to 20000 (on Ethereum; they need Bridge & Hatch). */
export const GENESIS_EGG_MIN_ID = 10001;
export const GENESIS_EGG_MAX_ID = 20000;

export function isGenesisEgg(tokenId: number | bigint): boolean {
  const id = BigInt(tokenId);
  return id >= BigInt(GENESIS_EGG_MIN_ID) && id <= BigInt(GENESIS_EGG_MAX_ID);
}

export interface EggRenderOptions extends RenderOptions {
  /** Default: whether the id is 10001–20000. */
  genesis?: boolean;
}

/**
 * An egg as an SVG string: its shell colour and spots follow from the token id; genesis eggs are
 * gold with a rune band and a glow. Same id and options → the same string.
 */
export function renderEggSvg(tokenId: number | bigint, options: EggRenderOptions = {}): string {
  const id = BigInt(tokenId);
  if (id < 0n) throw new RangeError(`egg id ${id} is negative`);
  const genesis = options.genesis ?? isGenesisEgg(id);
  const prefix = prefixOf(options.idPrefix, `egg-${id.toString(36)}${genesis ? 'g' : ''}`);
  const animate = options.animate ?? true;
  const seed = Number.parseInt(stableHash(`egg:${id}`), 36);
  const colour = DRAGO_PALETTES[(seed % 5) as ColourIndex]!;
  const accent = DRAGO_PALETTES[((seed >>> 3) % 5) as ColourIndex]!;
  const shell = genesis ? ['#fff6cf', LEGEND_STROKE, '#a8700a'] : [colour.light, colour.fill, colour.shade];
  const spots = Array.from({ length: 5 }, (_, index) => {
    const x = 92 + ((seed >>> (index * 3)) % 56);
    const y = 92 + ((seed >>> (index * 4 + 1)) % 84);
    const r = 5 + ((seed >>> (index * 2 + 5)) % 6);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${genesis ? '#fff4c2' : accent.fill}" opacity="0.75"/>`;
  }).join('');
  const band = genesis
    ? `<path d="M72 140 C100 152 140 152 168 140 L166 154 C140 166 100 166 74 154 Z" fill="${LEGEND_STROKE}" stroke="#a8700a" stroke-width="1.5"/>` +
      [88, 106, 124, 142]
        .map(
          (x, index) =>
            `<path d="M${x + 4} ${149 + (index % 2)} l4 -5 l4 5 l-4 5 Z" fill="#fff4c2" stroke="#a8700a" stroke-width="1"/>`,
        )
        .join('')
    : '';
  const p = prefix;
  const style = animate
    ? '<style>' +
      `@keyframes ${p}-wobble{0%,70%,100%{transform:rotate(0deg)}78%{transform:rotate(-4deg)}86%{transform:rotate(4deg)}94%{transform:rotate(-2deg)}}` +
      `@keyframes ${p}-twinkle{0%,100%{opacity:0.2}50%{opacity:1}}` +
      `.${p}-shell{transform-origin:120px 196px;animation:${p}-wobble 3.4s ease-in-out infinite}` +
      `.${p}-spark{animation:${p}-twinkle 2.2s ease-in-out infinite}` +
      reducedMotion(p) +
      '</style>'
    : '';
  const sparks = genesis
    ? `<g class="${p}-spark" data-genesis="true">` +
      [
        [60, 70],
        [182, 84],
        [176, 176],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x} ${y! - 8} L${x! + 2} ${y! - 2} L${x! + 8} ${y} L${x! + 2} ${y! + 2} L${x} ${y! + 8} L${x! - 2} ${y! + 2} L${x! - 8} ${y} L${x! - 2} ${y! - 2} Z" fill="${LEGEND_STROKE}"/>`,
        )
        .join('') +
      '</g>'
    : '';
  const glow = genesis ? ` filter="url(#${p}-glow)"` : '';
  return (
    svgOpen(prefix, options, genesis ? 'Genesis egg' : 'Egg') +
    style +
    '<defs>' +
    `<radialGradient id="${p}-shell-fill" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="${shell[0]}"/>` +
    `<stop offset="0.6" stop-color="${shell[1]}"/><stop offset="1" stop-color="${shell[2]}"/></radialGradient>` +
    `<filter id="${p}-glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="5" result="blur"/>` +
    `<feFlood flood-color="${LEGEND_STROKE}" flood-opacity="0.7"/><feComposite in2="blur" operator="in"/>` +
    '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>' +
    '</defs>' +
    `<ellipse cx="120" cy="200" rx="46" ry="7" fill="#000" opacity="0.14"/>` +
    `<g class="${p}-anim" data-genesis="${genesis}"><g class="${p}-shell"${glow}>` +
    `<path d="M120 40 C160 40 176 110 176 146 C176 180 152 200 120 200 C88 200 64 180 64 146 C64 110 80 40 120 40 Z"` +
    ` fill="url(#${p}-shell-fill)" stroke="${shell[2]}" stroke-width="3"/>` +
    spots +
    band +
    `<ellipse cx="100" cy="84" rx="10" ry="18" fill="#fff" opacity="0.45" transform="rotate(20 100 84)"/>` +
    `</g>${sparks}</g></svg>`
  );
}
