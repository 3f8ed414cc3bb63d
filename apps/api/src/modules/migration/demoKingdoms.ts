import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { devnetMoveTokenSecret, issueMoveToken, type MoveTokenOptions } from './moveToken';
import { devSubject } from './socialSettings';

/**
 * Devnet demo data: kingdoms of the old chain, each showing one outcome of the daily move, and
 * one social account that is already on the global server (to see err_already_exist).
 */
export const DEMO_KINGDOMS = [
  { id: 'klay-1001', name: 'Aurora Keep', level: 25, power: 1_250_000, world_id: 3 },
  { id: 'klay-1002', name: 'Ironvale', level: 18, power: 640_500, world_id: 7, in_alliance: true },
  {
    id: 'klay-1003',
    name: 'Stormwatch',
    level: 31,
    power: 2_980_000,
    world_id: 12,
    troops_home: false,
    wounded_count: 120,
  },
  { id: 'klay-1004', name: 'Emberfall', level: 9, power: 88_000, world_id: 1, busy: true },
] as const;

/** Signing in as this e-mail on the local issuer answers err_already_exist. */
export const DEMO_EXISTING_ACCOUNT_EMAIL = 'existing.player@devnet.local';

export async function seedDemoKingdoms(db: Kysely<Database>): Promise<void> {
  for (const kingdom of DEMO_KINGDOMS) {
    await db
      .insertInto('old_chain_kingdom')
      .values({ troops_home: true, wounded_count: 0, busy: false, in_alliance: false, ...kingdom })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  await db
    .insertInto('global_account')
    .values({
      provider: 'google',
      subject: devSubject(DEMO_EXISTING_ACCOUNT_EMAIL),
      kingdom_id: 'global-seed',
    })
    .onConflict((conflict) => conflict.columns(['provider', 'subject']).doNothing())
    .execute();
}

export function migrationLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/move/${token}`;
}

/** Ready-to-open /move/{token} links, one per seeded kingdom that has not moved yet. */
export async function demoMigrationLinks(
  db: Kysely<Database>,
  baseUrl: string,
  /** The API's resolved secret (see `moveTokenSecret(config)`); the devnet key by default. */
  tokenSecret: string = devnetMoveTokenSecret(),
  options: MoveTokenOptions = {},
): Promise<string[]> {
  const kingdoms = await db
    .selectFrom('old_chain_kingdom')
    .select('id')
    .where('moved_at', 'is', null)
    .where(
      'id',
      'in',
      DEMO_KINGDOMS.map((kingdom) => kingdom.id),
    )
    .orderBy('id')
    .execute();
  return Promise.all(
    kingdoms.map(async ({ id }) => migrationLink(baseUrl, await issueMoveToken(tokenSecret, id, options))),
  );
}
