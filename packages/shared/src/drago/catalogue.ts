/**
 * The drago catalogues (spec 2 §3, §9; issue 14 item 2): parts, grades, colours, elements and the
 * 50 attribute codes. Names live in the `dragoCatalogue` translation namespace (locales/*.json);
 * the helpers here give the keys. Pure data, no names, so the web bundle carries no catalogue text.
 */

/** Spec 2 §9: the 7 parts, by index p (datas offset 3 + 5p). */
export const PARTS = ['horn', 'eye', 'head', 'body', 'wing', 'leg', 'tail'] as const;
export type PartName = (typeof PARTS)[number];
export type PartIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const PART_COUNT = PARTS.length;
export const PART_INDEXES: readonly PartIndex[] = [0, 1, 2, 3, 4, 5, 6];

/** Spec 2 §3: grades 1 normal, 2 epic, 3 legend (epic and legend get frames). */
export const GRADES = { normal: 1, epic: 2, legend: 3 } as const;
export type Grade = 1 | 2 | 3;
export const GRADE_VALUES: readonly Grade[] = [1, 2, 3];
export const GRADE_NAMES: Readonly<Record<Grade, 'normal' | 'epic' | 'legend'>> = {
  1: 'normal',
  2: 'epic',
  3: 'legend',
};

/** Spec 2 §3: colours 0 red, 1 blue, 2 yellow, 3 green, 4 purple. */
export const COLOURS = ['red', 'blue', 'yellow', 'green', 'purple'] as const;
export type ColourName = (typeof COLOURS)[number];
export type ColourIndex = 0 | 1 | 2 | 3 | 4;
export const COLOUR_INDEXES: readonly ColourIndex[] = [0, 1, 2, 3, 4];

/** Spec 2 §3: the five elements, by index e. */
export const ELEMENTS = ['fire', 'aqua', 'light', 'terra', 'dark'] as const;
export type ElementName = (typeof ELEMENTS)[number];
export type ElementIndex = 0 | 1 | 2 | 3 | 4;

/**
 * The nine attribute types (our names; the spec does not show them), by index t. Attribute code
 * = 9e + t + 1 for element e, so Fire 1–9, Aqua 10–18, Light 19–27, Terra 28–36, Dark 37–45.
 */
export const ATTRIBUTE_TYPES = [
  'fang',
  'claw',
  'scale',
  'crest',
  'spine',
  'plume',
  'rune',
  'shard',
  'crown',
] as const;
export type AttributeTypeName = (typeof ATTRIBUTE_TYPES)[number];

/** The unique attribute of each element: code 46 + e (Ferona 46 … Ahriman 50). */
export const UNIQUE_ATTRIBUTES = ['ferona', 'khionne', 'orko', 'gaya', 'ahriman'] as const;
export type UniqueAttributeName = (typeof UNIQUE_ATTRIBUTES)[number];

export const ATTRIBUTE_MIN = 1;
export const ATTRIBUTE_MAX = 50;
/** Codes 1–45 are element × type; 46–50 the unique attributes. */
export const FIRST_UNIQUE_ATTRIBUTE = 46;
export const ATTRIBUTE_CODES: readonly number[] = Array.from({ length: ATTRIBUTE_MAX }, (_, i) => i + 1);

export function isPartIndex(value: number): value is PartIndex {
  return Number.isInteger(value) && value >= 0 && value < PART_COUNT;
}
export function isGrade(value: number): value is Grade {
  return value === 1 || value === 2 || value === 3;
}
export function isColourIndex(value: number): value is ColourIndex {
  return Number.isInteger(value) && value >= 0 && value < COLOURS.length;
}
export function isAttributeCode(value: number): boolean {
  return Number.isInteger(value) && value >= ATTRIBUTE_MIN && value <= ATTRIBUTE_MAX;
}
export function isUniqueAttribute(code: number): boolean {
  return isAttributeCode(code) && code >= FIRST_UNIQUE_ATTRIBUTE;
}

function assertAttribute(code: number): void {
  if (!isAttributeCode(code)) throw new RangeError(`attribute ${code} is not a code from 1 to 50`);
}

/** The element of an attribute: (code − 1) div 9 for 1–45, code − 46 for the unique ones. */
export function attributeElement(code: number): ElementIndex {
  assertAttribute(code);
  const element = code >= FIRST_UNIQUE_ATTRIBUTE ? code - FIRST_UNIQUE_ATTRIBUTE : Math.floor((code - 1) / 9);
  return element as ElementIndex;
}

/** The type index 0–8 of an attribute, or undefined for a unique attribute (46–50). */
export function attributeType(code: number): number | undefined {
  assertAttribute(code);
  return code >= FIRST_UNIQUE_ATTRIBUTE ? undefined : (code - 1) % 9;
}

/** The code of element e's type t (both indexes), or its unique attribute when t is 'unique'. */
export function attributeCode(element: ElementIndex, type: number | 'unique'): number {
  if (type === 'unique') return FIRST_UNIQUE_ATTRIBUTE + element;
  if (!Number.isInteger(type) || type < 0 || type > 8) throw new RangeError(`type ${type} is not 0 to 8`);
  return element * 9 + type + 1;
}

/** The breed refusal messages (spec 2 §5), keys under `breed.` in the namespace. */
export const BREED_MESSAGE_KEYS = ['incomplete', 'sameParents', 'parentChild', 'maxBreedCount'] as const;
export type BreedMessageKey = (typeof BREED_MESSAGE_KEYS)[number];

/** The translation namespace of the drago catalogues (web: `useTranslation('dragoCatalogue')`). */
export const DRAGO_CATALOGUE_NAMESPACE = 'dragoCatalogue';

/** Keys in the `dragoCatalogue` namespace (i18next nested keys). */
export const dragoKeys = {
  part: (part: number) => `part.${PARTS[part] ?? part}`,
  grade: (grade: number) => `grade.${GRADE_NAMES[grade as Grade] ?? grade}`,
  colour: (colour: number) => `colour.${COLOURS[colour] ?? colour}`,
  element: (element: number) => `element.${ELEMENTS[element] ?? element}`,
  attribute: (code: number) => `attribute.${code}`,
  ability: (code: number) => `ability.${code}`,
  breed: (message: BreedMessageKey) => `breed.${message}`,
} as const;
