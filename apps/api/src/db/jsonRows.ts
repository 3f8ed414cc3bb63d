import { type RawBuilder, sql } from 'kysely';

type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };
type JsonRow = { readonly [column: string]: JsonValue };

/**
 * `rows` as a table for a set-based statement: `jsonb_to_recordset` of ONE bind parameter (JSON
 * text), so a statement over any number of rows stays under PostgreSQL's bind-parameter limit and
 * both drivers send the same text. `columns` types the record; give bigints as decimal strings
 * (numeric columns read them exactly); a jsonb column takes an object as it is. E.g.
 *
 *   sql`select … from ${jsonRows('k', keys, sql`address text, continent int`)} join …`
 *
 * reads `k.address`, `k.continent`.
 */
export function jsonRows(
  alias: string,
  rows: readonly JsonRow[],
  columns: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as ${sql.id(alias)}(${columns})`;
}

/** `values` as a subquery of one text column `value`, from one bind parameter. */
export function jsonValues(values: readonly string[]): RawBuilder<unknown> {
  return sql`(select value from jsonb_array_elements_text(${JSON.stringify(values)}::text::jsonb))`;
}
