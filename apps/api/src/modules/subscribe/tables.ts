import type { Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt, Int8 } from '../../db/columns';

/** A pre-registration from the subscribe dialog (spec 1 §7). Unique on lower(email). */
export interface SubscriberTable {
  id: Generated<Int8>;
  /** Trimmed, case kept as typed. */
  email: string;
  // Generated: the column has a database default ('' or 'homepage'), so inserts may omit it.
  utm_source: Generated<string>;
  utm_medium: Generated<string>;
  ref: Generated<string>;
  device: string;
  language: Generated<string>;
  language2: Generated<string>;
  /** The payload's `from` (a reserved word in SQL). */
  source_from: Generated<string>;
  created_at: CreatedAt;
}
export type Subscriber = Selectable<SubscriberTable>;
export type NewSubscriber = Insertable<SubscriberTable>;

/** The subscribe module's tables (migration 0001_subscriber). */
export interface SubscribeTables {
  subscriber: SubscriberTable;
}
