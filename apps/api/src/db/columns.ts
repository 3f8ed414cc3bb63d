import type { ColumnType } from 'kysely';

/**
 * The column types every table shares (db/schema.ts and each module's tables.ts use them; this file
 * imports no table, so the schema and the tables form no import circle).
 *
 * 64-bit integers (int8/bigint) and numeric come back as decimal STRINGS on both drivers
 * (see int8.ts): token amounts exceed 2^53, and strings survive JSON replies unchanged.
 * Write them as string, number or bigint.
 */
export type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
export type Numeric = ColumnType<string, string | number | bigint, string | number | bigint>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
