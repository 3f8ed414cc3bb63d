import { type ContractFunctionArgs, encodeAbiParameters, keccak256 } from 'viem';
import type { dragoAbi } from './generated/abis';

/**
 * The TypeScript twin of the gene rules in contracts/Drago.sol (random, bred, rehatched): tests
 * check a fulfilled word produced exactly these genes, and the devnet seed builds its demo
 * dragos' explicit genes with them.
 */
export type Datas = readonly number[];

const PARTS = 7;

export function geneDraw(word: bigint, index: number): bigint {
  return BigInt(
    keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [word, BigInt(index)])),
  );
}

function setRandomGenes(datas: number[], p: number, draw: bigint): void {
  const base = 3 + 5 * p;
  datas[base + 1] = Number(1n + (draw % 50n));
  datas[base + 2] = Number((draw >> 32n) % 5n);
  datas[base + 3] = Number(1n + ((draw >> 64n) % 50n));
  datas[base + 4] = Number((draw >> 96n) % 5n);
}

export function randomGrade(roll: bigint): number {
  const r = roll % 100n;
  return r < 80n ? 1 : r < 97n ? 2 : 3;
}

export function randomDatas(word: bigint): number[] {
  const grade = randomGrade(geneDraw(word, 100));
  const datas = new Array<number>(38).fill(0);
  datas[0] = grade;
  datas[1] = 0;
  datas[2] = 1;
  for (let p = 0; p < PARTS; p++) {
    datas[3 + 5 * p] = grade;
    setRandomGenes(datas, p, geneDraw(word, p));
  }
  return datas;
}

/** Which of the four parent genes a roll picks: 0 A dominant, 1 A recessive, 2 B dominant, 3 B recessive. */
export function inheritedSource(roll: bigint): 0 | 1 | 2 | 3 {
  const r = roll % 100n;
  return r < 40n ? 0 : r < 50n ? 1 : r < 90n ? 2 : 3;
}

function inherited(a: Datas, b: Datas, p: number, roll: bigint): [number, number, number] {
  const base = 3 + 5 * p;
  const source = inheritedSource(roll);
  const parent = source < 2 ? a : b;
  const offset = source % 2 === 0 ? 1 : 3;
  return [parent[base + offset] as number, parent[base + offset + 1] as number, parent[base] as number];
}

export function dragoGradeOf(datas: Datas): number {
  let legend = 0;
  let epic = 0;
  for (let p = 0; p < PARTS; p++) {
    const grade = datas[3 + 5 * p] as number;
    if (grade >= 3) legend++;
    if (grade >= 2) epic++;
  }
  return legend >= 4 ? 3 : epic >= 4 ? 2 : 1;
}

export function childDatas(word: bigint, a: Datas, b: Datas): number[] {
  const datas = new Array<number>(38).fill(0);
  const generation = Math.max(a[1] as number, b[1] as number);
  datas[1] = Math.min(generation + 1, 255);
  datas[2] = 1;
  for (let p = 0; p < PARTS; p++) {
    const draw = geneDraw(word, p);
    const base = 3 + 5 * p;
    const [attribute, colour, grade] = inherited(a, b, p, draw);
    datas[base] = grade;
    datas[base + 1] = attribute;
    datas[base + 2] = colour;
    const [recessive, recessiveColour] = inherited(a, b, p, draw >> 128n);
    datas[base + 3] = recessive;
    datas[base + 4] = recessiveColour;
  }
  datas[0] = dragoGradeOf(datas);
  return datas;
}

export function rehatchedDatas(word: bigint, current: Datas): number[] {
  const datas = [...current];
  for (let p = 0; p < PARTS; p++) setRandomGenes(datas, p, geneDraw(word, p));
  return datas;
}

/** Explicit valid genes: one grade for the drago and every part, attributes and colours spread by `salt`. */
export function uniformDatas(grade: number, salt: number, generation = 0): number[] {
  const datas = [grade, generation, 1];
  for (let p = 0; p < PARTS; p++) {
    datas.push(
      grade,
      1 + ((salt + p * 7) % 50),
      (salt + p) % 5,
      1 + ((salt * 3 + p * 11) % 50),
      (salt + 2 * p) % 5,
    );
  }
  return datas;
}

/** `datas` as the Drago ABI types it (`uint8[38]`). */
export type DragoDatas = ContractFunctionArgs<typeof dragoAbi, 'nonpayable', 'mint'>[2];

/** Checks the length and gives the ABI's tuple type. */
export function asDragoDatas(datas: Datas): DragoDatas {
  if (datas.length !== 38) throw new Error(`datas has ${datas.length} numbers, not 38`);
  return datas as unknown as DragoDatas;
}
