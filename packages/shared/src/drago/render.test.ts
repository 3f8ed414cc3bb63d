// @vitest-environment jsdom
// jsdom's DOMParser parses image/svg+xml as strict XML, so a malformed string fails here.
import { describe, expect, it } from 'vitest';
import { type ColourIndex, type Grade, PARTS } from './catalogue';
import { DatasError, type DragoGenes, parseDatas } from './datas';
import {
  DRAGO_PALETTES,
  GENESIS_EGG_MAX_ID,
  GENESIS_EGG_MIN_ID,
  isGenesisEgg,
  renderDragoSvg,
  renderEggSvg,
} from './render';
import { datasOf, SAMPLE_EPIC_DATAS, SAMPLE_LEGEND_DATAS, SAMPLE_NORMAL_DATAS } from './samples';

/** The few DOM members used here (packages/shared compiles without the DOM library). */
interface XmlElement {
  readonly tagName: string;
  readonly namespaceURI: string | null;
  readonly id: string;
  readonly outerHTML: string;
  readonly textContent: string | null;
  readonly children: Iterable<XmlElement>;
  getAttribute(name: string): string | null;
  querySelector(selector: string): XmlElement | null;
  querySelectorAll(selector: string): Iterable<XmlElement> & { readonly length: number };
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => {
    parseFromString(
      text: string,
      type: 'image/svg+xml',
    ): { documentElement: XmlElement; getElementsByTagName(name: string): ArrayLike<XmlElement> };
  };
};

function parseSvg(svg: string): XmlElement {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not XML: ${error.textContent}`);
  const root = document.documentElement;
  expect(root.tagName).toBe('svg');
  expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
  return root;
}

/** Every id is unique, starts with the prefix, every class too, and every url(#id) resolves. */
function expectNamespaced(root: XmlElement, prefix: string): void {
  const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id.startsWith(`${prefix}-`)).toBe(true);
  for (const element of root.querySelectorAll('[class]')) {
    for (const name of (element.getAttribute('class') ?? '').split(/\s+/)) {
      expect(name.startsWith(`${prefix}-`)).toBe(true);
    }
  }
  for (const [, id] of root.outerHTML.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(id);
  expect(root.getAttribute('aria-labelledby')).toBe(`${prefix}-title`);
}

const genesOf = (datas: readonly number[]) => parseDatas(datas);
/** All parts with one element (attribute 9e + 1), colours varied per part. */
function elementGenes(element: number, grade: Grade = 1): DragoGenes {
  const attribute = element * 9 + 1;
  return genesOf(
    datasOf(
      grade,
      0,
      Array.from(
        { length: 7 },
        (_, part) => [grade, attribute, (part % 5) as ColourIndex, attribute, 0] as const,
      ),
    ),
  );
}

describe('renderDragoSvg', () => {
  it('is checked by a strict XML parser', () => {
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow('not XML');
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><title>a & b</title></svg>')).toThrow(
      'not XML',
    );
  });

  it.each([
    ['normal', SAMPLE_NORMAL_DATAS],
    ['epic', SAMPLE_EPIC_DATAS],
    ['legend', SAMPLE_LEGEND_DATAS],
  ])('draws the %s sample as valid SVG with 7 part groups, a title and namespaced ids', (_name, datas) => {
    const svg = renderDragoSvg(genesOf(datas), { title: 'Drago #20001' });
    const root = parseSvg(svg);
    const parts = [...root.querySelectorAll('g[data-part]')].map((group) => group.getAttribute('data-part'));
    expect(parts).toHaveLength(7);
    expect([...parts].sort()).toEqual([...PARTS].sort());
    expect(root.querySelector('title')?.textContent).toBe('Drago #20001');
    expect(root.getAttribute('role')).toBe('img');
    expect(root.getAttribute('viewBox')).toBe('0 0 240 240');
    const prefix = root.getAttribute('aria-labelledby')!.replace(/-title$/, '');
    expect(prefix).toMatch(/^drago-[0-9a-z]+$/);
    expectNamespaced(root, prefix);
  });

  it('fills each part with its dominant colour', () => {
    for (let colour = 0; colour < 5; colour += 1) {
      const genes = genesOf(
        datasOf(
          1,
          0,
          Array.from({ length: 7 }, () => [1, 1, colour as ColourIndex, 1, colour as ColourIndex] as const),
        ),
      );
      const root = parseSvg(renderDragoSvg(genes));
      const palette = DRAGO_PALETTES[colour]!;
      for (const group of root.querySelectorAll('g[data-part]')) {
        expect(group.getAttribute('data-colour')).toBe(String(colour));
        // the main shape: the colour, or its light tint (wing membranes, horns)
        const fills = [...group.querySelectorAll('[fill]')].map((element) => element.getAttribute('fill'));
        expect(fills.some((fill) => fill === palette.fill || fill === palette.light)).toBe(true);
        expect(group.outerHTML).toMatch(new RegExp(`${palette.fill}|${palette.shade}`));
      }
    }
    const mixed = parseSvg(renderDragoSvg(genesOf(SAMPLE_NORMAL_DATAS)));
    const body = mixed.querySelector('g[data-part="body"]')!;
    expect(body.querySelector('path')?.getAttribute('fill')).toBe(DRAGO_PALETTES[3]!.fill); // body colour 3 green
  });

  it('chooses each part shape by the element of its dominant attribute', () => {
    const drawings = [0, 1, 2, 3, 4].map((element) => parseSvg(renderDragoSvg(elementGenes(element))));
    for (const part of PARTS) {
      // the part's markup without its colours (the same for every element here)
      const shapes = drawings.map((root) =>
        [...(root.querySelector(`g[data-part="${part}"]`)?.children ?? [])]
          .map(
            (child) =>
              `${child.tagName}:${['d', 'cx', 'cy', 'r', 'rx', 'x', 'width'].map((name) => child.getAttribute(name)).join(',')}`,
          )
          .join('|'),
      );
      expect(new Set(shapes).size, part).toBe(5);
    }
  });

  it('frames epic and legend dragos, outlines epic and legend parts, and makes legends glow', () => {
    const normal = parseSvg(renderDragoSvg(elementGenes(0, 1)));
    const epic = parseSvg(renderDragoSvg(elementGenes(0, 2)));
    const legend = parseSvg(renderDragoSvg(elementGenes(0, 3)));
    const frameStrokes = (root: XmlElement) => root.querySelectorAll('g[data-grade] > rect[stroke]').length;
    expect(frameStrokes(normal)).toBe(0);
    expect(frameStrokes(epic)).toBe(2);
    expect(frameStrokes(legend)).toBe(2);
    expect(legend.outerHTML).toContain('#fff4c2'); // corner gems
    expect(normal.querySelector('g[data-part][filter]')).toBeNull();
    expect(legend.querySelectorAll('g[data-part][filter]')).toHaveLength(7);
    expect(epic.querySelector('g[data-part="horn"] path')?.getAttribute('stroke')).toBe('#7b4fe0');
    expect(legend.querySelector('g[data-part="horn"] path')?.getAttribute('stroke')).toBe('#e3a81b');
  });

  it('animates wing, tail and breathing, and stops under prefers-reduced-motion', () => {
    const root = parseSvg(renderDragoSvg(genesOf(SAMPLE_EPIC_DATAS), { idPrefix: 'card-7' }));
    const style = root.querySelector('style')?.textContent ?? '';
    expect(style).toContain('@keyframes card-7-flap');
    expect(style).toContain('@keyframes card-7-sway');
    expect(style).toContain('@keyframes card-7-breathe');
    expect(style).toMatch(
      /@media \(prefers-reduced-motion: reduce\)\{\.card-7-anim,\.card-7-anim \*\{animation:none!important\}\}/,
    );
    expect(root.querySelector('g[data-part="wing"]')?.getAttribute('class')).toContain('card-7-wing');
    expect(root.querySelector('g[data-part="tail"]')?.getAttribute('class')).toContain('card-7-tail');
    expect(root.querySelector('.card-7-breathe g[data-part="body"]')).not.toBeNull();
    expectNamespaced(root, 'card-7');
  });

  it('leaves the animation out with animate: false', () => {
    const svg = renderDragoSvg(genesOf(SAMPLE_EPIC_DATAS), { animate: false });
    expect(parseSvg(svg).querySelector('style')).toBeNull();
    expect(svg).not.toContain('@keyframes');
  });

  it('is deterministic: same genes and options, same string; other genes, other string and prefix', () => {
    const a = renderDragoSvg(genesOf(SAMPLE_LEGEND_DATAS), { title: 'x' });
    expect(renderDragoSvg(genesOf([...SAMPLE_LEGEND_DATAS]), { title: 'x' })).toBe(a);
    const b = renderDragoSvg(genesOf(SAMPLE_EPIC_DATAS), { title: 'x' });
    expect(b).not.toBe(a);
    const prefixOf = (svg: string) => parseSvg(svg).getAttribute('aria-labelledby');
    expect(prefixOf(b)).not.toBe(prefixOf(a));
  });

  it('escapes the title and description, and sets the size when asked', () => {
    const root = parseSvg(
      renderDragoSvg(genesOf(SAMPLE_NORMAL_DATAS), {
        title: '<Drago> & "#1"',
        description: "Fire's horn",
        size: 480,
      }),
    );
    expect(root.querySelector('title')?.textContent).toBe('<Drago> & "#1"');
    expect(root.querySelector('desc')?.textContent).toBe("Fire's horn");
    expect(root.getAttribute('width')).toBe('480');
    expect(root.getAttribute('height')).toBe('480');
    expect(parseSvg(renderDragoSvg(genesOf(SAMPLE_NORMAL_DATAS))).getAttribute('width')).toBeNull();
  });

  it('draws 12 pseudo-random gene sets as valid, namespaced SVG with 7 parts', () => {
    let state = 12345;
    const next = (modulo: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 8) % modulo;
    };
    for (let run = 0; run < 12; run += 1) {
      const grade = (1 + next(3)) as Grade;
      const parts = Array.from(
        { length: 7 },
        () =>
          [
            (1 + next(3)) as Grade,
            1 + next(50),
            next(5) as ColourIndex,
            1 + next(50),
            next(5) as ColourIndex,
          ] as const,
      );
      const root = parseSvg(
        renderDragoSvg(genesOf(datasOf(grade, next(4), parts)), { title: `Drago #${run}` }),
      );
      expect(root.querySelectorAll('g[data-part]')).toHaveLength(7);
      expectNamespaced(root, root.getAttribute('aria-labelledby')!.replace(/-title$/, ''));
    }
  });

  it('refuses a bad prefix or malformed genes', () => {
    expect(() => renderDragoSvg(genesOf(SAMPLE_NORMAL_DATAS), { idPrefix: '1abc' })).toThrow(RangeError);
    expect(() => renderDragoSvg(genesOf(SAMPLE_NORMAL_DATAS), { idPrefix: 'a b' })).toThrow(RangeError);
    const genes = genesOf(SAMPLE_NORMAL_DATAS);
    expect(() => renderDragoSvg({ ...genes, parts: genes.parts.slice(1) })).toThrow(DatasError);
  });
});

describe('renderEggSvg', () => {
  it.each([
    [10000, false],
    [10001, true],
    [15000, true],
    [20000, true],
    [20001, false],
  ])('egg %i is genesis: %s', (id, genesis) => {
    expect(isGenesisEgg(id)).toBe(genesis);
    expect(isGenesisEgg(BigInt(id))).toBe(genesis);
    const root = parseSvg(renderEggSvg(id));
    expect(root.querySelector('[data-genesis="true"]') !== null).toBe(genesis);
    expect(root.querySelector('title')?.textContent).toBe(genesis ? 'Genesis egg' : 'Egg');
    expectNamespaced(root, root.getAttribute('aria-labelledby')!.replace(/-title$/, ''));
  });

  it('draws genesis eggs visibly different: gold shell, rune band, sparkles, glow', () => {
    expect([GENESIS_EGG_MIN_ID, GENESIS_EGG_MAX_ID]).toEqual([10001, 20000]);
    const genesis = parseSvg(renderEggSvg(10001));
    const plain = parseSvg(renderEggSvg(20001));
    expect(genesis.querySelectorAll('[data-genesis="true"] path').length).toBeGreaterThan(3);
    expect(genesis.querySelector('[filter]')).not.toBeNull();
    expect(plain.querySelector('[filter]')).toBeNull();
    expect(renderEggSvg(20001, { genesis: true })).toContain('data-genesis="true"');
  });

  it('is deterministic per id, differs between ids, animates gently and respects reduced motion', () => {
    expect(renderEggSvg(20005, { title: 'Egg #20005' })).toBe(renderEggSvg(20005n, { title: 'Egg #20005' }));
    expect(renderEggSvg(20005)).not.toBe(renderEggSvg(20006));
    const style = parseSvg(renderEggSvg(20005)).querySelector('style')?.textContent ?? '';
    expect(style).toContain('@keyframes');
    expect(style).toContain('@media (prefers-reduced-motion: reduce)');
    expect(renderEggSvg(20005, { animate: false })).not.toContain('@keyframes');
    expect(() => renderEggSvg(-1)).toThrow(RangeError);
  });
});
