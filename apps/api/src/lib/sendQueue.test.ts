import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { AppDatabase } from '../db/connect';
import { dueForSending } from './sendQueue';

const MINUTE = 60_000;

describe.each(testDatabases())('the send queues’ due rule on $name', ({ open }) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await open();
    const { db } = database;
    await sql`create table send_queue_probe (id text primary key, status text not null, sent_at timestamptz)`.execute(
      db,
    );
    await sql`insert into send_queue_probe values
      ('new', 'pending', null),
      ('failed-just-now', 'failed', now()),
      ('failed-long-ago', 'failed', now() - interval '1 hour'),
      ('sent-just-now', 'sent', now()),
      ('sent-long-ago', 'sent', now() - interval '1 hour'),
      ('done', 'delivered', now() - interval '1 hour')`.execute(db);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function due(exclusive: boolean): Promise<string[]> {
    const result = await sql<{ id: string }>`select id from send_queue_probe
      where ${dueForSending('pending', { retryAfterMs: 10 * MINUTE, staleAfterMs: 10 * MINUTE, exclusive })}
      order by id`.execute(database.db);
    return result.rows.map((row) => row.id);
  }

  it('leases new rows, failed ones past their retry time and sends gone stale', async () => {
    expect(await due(false)).toEqual(['failed-long-ago', 'new', 'sent-long-ago']);
  });

  it('on its lease’s leader, takes over every send at once: no other worker can be sending it', async () => {
    expect(await due(true)).toEqual(['failed-long-ago', 'new', 'sent-just-now', 'sent-long-ago']);
  });
});
