/**
 * Issue 29: the reorg matrix on the devnet, on PostgreSQL (TEST_DATABASE_URL; skipped without it).
 * The cases are in apps/api/test/reorgMatrixSuite.ts; PGlite's run is reorgMatrix.chain.test.ts.
 */
import { defineReorgMatrix } from '../../../test/reorgMatrixSuite';

defineReorgMatrix('postgres');
