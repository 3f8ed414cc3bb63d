import type { ModuleConfigs, PlatformConfig } from '../config';
import type { AppContext } from '../context';
import type { EndpointHandler } from '../http/endpoints';
import type { ConfigSlice } from '../lib/configSlice';
import type { DailyTime } from '../lib/scheduler';
import type { Sender } from '../lib/senders';
import type { QueueProbe } from '../observability/metrics';
import type { AuthService } from './auth';
import type { ChainIndexingStatus, IndexerSubscription } from './chain-indexer';
import type { DragoReads } from './dragos';
import type { Payouts } from './payouts';
import type { RelayerMessages, RelayerRoute } from './relayer';
import type { RewardReads } from './staking-rewards';

/** A module's settings key: its folder name in camelCase (`ApiConfig.<key>`). */
export type ModuleSettingsKey = keyof ModuleConfigs;

/**
 * THE shape of an API module: each `modules/<name>/module.ts` exports one, built with
 * `defineModule`, and `modules/index.ts` lists them. The registry (registry.ts) serves the
 * endpoints, feeds the subscriptions to the chain indexer, schedules the jobs and starts the
 * workers; a module never touches Fastify or the scheduler itself. This is the registry's view
 * (settings not yet narrowed); a module is written against `ModuleDefinition`.
 */
export interface ApiModule {
  /** The folder name. */
  readonly name: string;
  /** Its configuration slice; the loader (config.ts) validates its variables with everyone else's. */
  readonly config?: ConfigSlice;
  /** Other modules' settings it reads (`ctx.needs.<key>`); nothing else of theirs reaches it. */
  readonly needs?: readonly ModuleSettingsKey[];
  enabled?(ctx: ModuleContext<unknown, ModuleSettingsKey>): boolean;
  setup(ctx: ModuleContext<unknown, ModuleSettingsKey>): ModuleParts | Promise<ModuleParts>;
}

/** A module as its author writes it: the context is typed by its own slice and its `needs`. */
export interface ModuleDefinition<Settings, Needs extends ModuleSettingsKey> {
  /** The folder name. */
  readonly name: string;
  /**
   * Its configuration slice (`<name>/config.ts`): its environment variables, validated by the one
   * loader (config.ts); its settings are `ctx.settings`.
   */
  readonly config?: ConfigSlice<string, Settings>;
  /** Other modules' settings it reads, each named (`ctx.needs.<key>`). */
  readonly needs?: readonly Needs[];
  /** Registered only when this says so (devnet helpers); always when absent. */
  enabled?(ctx: ModuleContext<Settings, Needs>): boolean;
  /** Builds the module for this process from its context. Runs once, before the server is ready. */
  setup(ctx: ModuleContext<Settings, Needs>): ModuleParts | Promise<ModuleParts>;
}

/**
 * Declares a module. The registry hands its `setup` a context holding only its own settings,
 * the settings it `needs` and the platform facts (contextFor in registry.ts).
 */
export function defineModule<Settings = undefined, Needs extends ModuleSettingsKey = never>(
  definition: ModuleDefinition<Settings, Needs>,
): ApiModule {
  // The registry narrows the context to this definition's slice and needs (contextFor), so the
  // wider view is only a list entry's type.
  return definition as unknown as ApiModule;
}

/** What a module's setup hands to the registry. Every part is optional. */
export interface ModuleParts {
  /** One handler per descriptor of the module's group: `serveGroup(<module>Endpoints, { name: handler })`. */
  readonly endpoints?: readonly EndpointHandler[];
  /** Contract events the chain indexer applies to the module's tables. */
  readonly subscriptions?: readonly IndexerSubscription[];
  /** After the indexer applied or reverted logs of `chainId` (e.g. to drop cached figures). */
  onIndexerChange?(chainId: number): void;
  /** Runs every day at a fixed UTC time (lib/scheduler.ts); a failure is logged, the schedule goes on. */
  readonly jobs?: readonly DailyJob[];
  /** Background loops: started once the server is ready, stopped when it closes. */
  readonly workers?: readonly Worker[];
  /** Tables of work items, counted by state on /metrics with the age of the oldest waiting one. */
  readonly queues?: readonly QueueProbe[];
  /** Demo rows for the devnet only (never in production); awaited before the server is ready. */
  devnetSeed?(): Promise<void>;
  /**
   * Routes of this module the relayer signs and delivers (genesis eggs: dragos; the bridge's
   * routes: bridge), handed over like subscriptions.
   */
  readonly relayerRoutes?: readonly RelayerRoute[];
  /**
   * The relayer's part only: receives every module's `relayerRoutes` once all modules are set up,
   * and returns the parts that carry them (subscriptions, worker).
   */
  relay?(routes: readonly RelayerRoute[]): Omit<ModuleParts, 'relay' | 'relayerRoutes'>;
}

export interface DailyJob {
  /** Named in the log when a run fails. */
  readonly name: string;
  readonly at: DailyTime;
  run(scheduledFor: Date): Promise<void>;
}

export interface Worker {
  /**
   * The lease name of a worker that must run on one instance at a time (it sends from a signer
   * key, or its work is not safe twice): it runs only while this instance leads that lease
   * (lib/singletons.ts). Absent: it runs on every instance.
   */
  readonly singleton?: string;
  /** The accounts it sends transactions from: one job per account (lib/senders.ts). */
  readonly senders?: readonly Sender[];
  start(): void;
  stop(): Promise<void>;
  /** When its work last ended well here (ms since the epoch), for /metrics. */
  lastSuccessAt?(): number | undefined;
}

/** Waiting for the chain indexer (it is built from every module's subscriptions, after setup). */
export interface IndexerAccess {
  /** True when this process follows `chainId`. */
  follows(chainId: number): boolean;
  /** Resolves once `chainId` is indexed up to `blockNumber` (by this or another instance). */
  waitForBlock(chainId: number, blockNumber: bigint, timeoutMs: number): Promise<void>;
  /** The chain's head from its RPC; undefined when not followed, or the RPC fails or is late. */
  headNumber(chainId: number, timeoutMs: number): Promise<bigint | undefined>;
  /** Every followed chain's indexing state (empty when this deployment indexes nothing). */
  statuses(timeoutMs: number): Promise<ChainIndexingStatus[]>;
  /** Blocks a chain's cursor may trail its confirmed head while the instance reports ready… */
  readonly readyMaxLagBlocks: number;
  /** …unless it trails by no more than this many seconds of chain time (either keeps it ready). */
  readonly readyMaxLagSeconds: number;
}

/** A singleton job this instance leads now (lib/singletons.ts), with its fencing term. */
export interface LedJob {
  /** The lease's name: `indexer:<chainId>`, `payouts`, `relayer`, `daily:<job>`… */
  readonly job: string;
  readonly term: bigint;
}

/** Which singleton jobs this instance leads (built by the registry once the jobs are known). */
export interface LeadershipAccess {
  led(): readonly LedJob[];
}

/** What every module may read of the platform's own configuration. */
export type PlatformFacts = Pick<
  PlatformConfig,
  'production' | 'signerPrivateKey' | 'corsOrigins' | 'networkOverrides'
>;

/**
 * A module's context: its own settings, the settings it declared in `needs`, the platform facts
 * and services; never the whole configuration (only platform code, registry.ts and compose.ts,
 * reads that).
 */
export interface ModuleContext<Settings = undefined, Needs extends ModuleSettingsKey = never>
  extends Omit<AppContext, 'config'> {
  /** This module's settings (its `config` slice); undefined when it has none. */
  readonly settings: Settings;
  /** The other modules' settings this module declared in `needs`. */
  readonly needs: Pick<ModuleConfigs, Needs>;
  readonly platform: PlatformFacts;
  /** A devnet deployment (never in production): devnet seeds run. */
  readonly devnet: boolean;
  /** Sign-In with Ethereum sessions; the registry guards 'wallet' and 'admin' endpoints with it. */
  readonly auth: AuthService;
  /** On-chain payouts: claims open per asset, wake after queuing (platform.ts). */
  readonly payouts: Payouts;
  /** The relayer's messages, read through its interface (relayer/reads.ts), never its table. */
  readonly relayer: RelayerMessages;
  /** The dragos module's indexed ownership (dragos/index.ts). */
  readonly dragos: DragoReads;
  /** The staking rewards' claimable amounts (staking-rewards/index.ts). */
  readonly rewards: RewardReads;
  readonly indexer: IndexerAccess;
  readonly leadership: LeadershipAccess;
}
