import pg from 'pg';

/**
 * One rule for 64-bit integers and numerics on both drivers: keep Postgres' decimal text.
 * PGlite would otherwise turn int8 into a JS number (losing precision past 2^53) while `pg`
 * keeps strings, so the same query would answer differently on the devnet and in production.
 */
export const PG_TYPE_INT8 = 20;
export const PG_TYPE_NUMERIC = 1700;

const keepText = (value: string): string => value;

/** Parsers handed to PGlite (its `parsers` option). */
export const pgliteParsers = {
  [PG_TYPE_INT8]: keepText,
  [PG_TYPE_NUMERIC]: keepText,
};

/** Type parsers for one `pg` Pool, so the global `pg.types` registry stays untouched. */
export const pgTypeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_TYPE_INT8 || oid === PG_TYPE_NUMERIC) return keepText;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};
