import { type Kysely, sql } from 'kysely';

/**
 * One payouts table (modules/payouts) for every on-chain payout: the pledging rewards' queue
 * `reward_payout` becomes `payout`, its rows A2Z on Polygon for 'staking_reward', and each row now
 * names its network, token and purpose (rental profit: DST on Arena-Z).
 */
// Frozen history: Kysely<unknown>, never the live schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reward_payout rename to payout`.execute(db);
  await sql`alter table payout rename column address to recipient`.execute(db);
  await sql`alter index reward_payout_unpaid_idx rename to payout_unpaid_idx`.execute(db);
  await sql`alter index reward_payout_address_idx rename to payout_recipient_idx`.execute(db);
  await db.schema
    .alterTable('payout')
    .addColumn('network', 'text', (col) => col.notNull().defaultTo('polygon'))
    .execute();
  await db.schema
    .alterTable('payout')
    .addColumn('token', 'text', (col) => col.notNull().defaultTo('A2Z'))
    .execute();
  await db.schema
    .alterTable('payout')
    .addColumn('purpose', 'text', (col) => col.notNull().defaultTo('staking_reward'))
    .execute();
  // The defaults only filled the rows of before; every new payout names its asset and purpose.
  await sql`alter table payout alter column network drop default, alter column token drop default, alter column purpose drop default`.execute(
    db,
  );
  await sql`alter table payout add constraint payout_network_check check (network in ('ethereum', 'polygon', 'arenaz'))`.execute(
    db,
  );
  await sql`alter table payout add constraint payout_purpose_check check (purpose in ('staking_reward', 'rental_profit'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from payout where purpose <> 'staking_reward'`.execute(db);
  await sql`alter table payout drop constraint payout_purpose_check, drop constraint payout_network_check, drop column purpose, drop column token, drop column network`.execute(
    db,
  );
  await sql`alter index payout_recipient_idx rename to reward_payout_address_idx`.execute(db);
  await sql`alter index payout_unpaid_idx rename to reward_payout_unpaid_idx`.execute(db);
  await sql`alter table payout rename column recipient to address`.execute(db);
  await sql`alter table payout rename to reward_payout`.execute(db);
}
