/**
 * Issue 29: the reorg matrix on the devnet, on PGlite (the cases are in
 * apps/api/test/reorgMatrixSuite.ts). PostgreSQL's run is reorgMatrix.postgres.chain.test.ts: a
 * file of its own, so the two runs (minutes each) go to two workers at once.
 */
import { defineReorgMatrix } from '../../../test/reorgMatrixSuite';

defineReorgMatrix('pglite');
