/**
 * Drago genes, catalogues and rules shared by web and API (spec 2 §3–§5, §9; README.md here).
 * Import `@kingdoms/shared/drago/index`; English names for server text: `@kingdoms/shared/drago/names`.
 */
export * from './abilities';
export * from './breed';
export * from './catalogue';
export * from './datas';
export * from './render';
export * from './samples';
export * from './stats';
