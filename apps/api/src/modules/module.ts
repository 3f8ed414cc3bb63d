import type { ModuleConfigs, PlatformConfig } from '../config';
import type { AppContext } from '../context';
import type { AccessGuards, EndpointHandler } from '../http/endpoints';
import type { ConfigSlice } from '../lib/configSlice';
import type { DailyTime } from '../lib/scheduler';
import type { Sender } from '../lib/senders';
import type { QueueProbe } from '../observability/figures';
import type { ChainIndexingStatus, IndexerSubscription } from './chain-indexer';

/** A module's settings key: its folder name in camelCase (`ApiConfig.<key>`). */
export type ModuleSettingsKey = keyof ModuleConfigs;

/**
 * The services modules provide each other, by name. The platform declares one itself
 * (`accessGuards`: the guards of 'wallet' and 'admin' endpoints); every other entry is added by the
 * module that provides it, next to its definition, as `ModuleConfigs` is:
 * `declare module '../module' { interface ModuleServices { readonly payouts: Payouts } }`.
 */
export interface ModuleServices {
  /**
   * The preHandlers of 'wallet' and 'admin' endpoints (the auth module provides them); the
   * registry refuses to serve a guarded endpoint when no module provides them.
   */
  readonly accessGuards: AccessGuards;
}

/** A service's name (`ModuleServices.<name>`). */
export type ServiceName = keyof ModuleServices;

/**
 * THE shape of an API module: each `modules/<name>/module.ts` exports one, built with
 * `defineModule`, and `modules/index.ts` lists them. The registry (registry.ts) orders them by
 * what they provide and use, sets each up, serves the endpoints, feeds the subscriptions to the
 * chain indexer, schedules the jobs and starts the workers; a module never touches Fastify or the
 * scheduler itself. This is the registry's view (settings and services not yet narrowed); a
 * module is written against `ModuleDefinition`.
 */
export interface ApiModule {
  /** The folder name. */
  readonly name: string;
  /** Its configuration slice; the loader (config.ts) validates its variables with everyone else's. */
  readonly config?: ConfigSlice;
  /** Other modules' settings it reads (`ctx.needs.<key>`); nothing else of theirs reaches it. */
  readonly needs?: readonly ModuleSettingsKey[];
  /** The services its setup returns (`parts.services`), for the modules that use them. */
  readonly provides?: readonly ServiceName[];
  /** The services of other modules it uses (`ctx.services.<name>`): their modules are set up first. */
  readonly uses?: readonly ServiceName[];
  enabled?(ctx: ModuleContext<unknown, ModuleSettingsKey, ServiceName>): boolean;
  setup(ctx: ModuleContext<unknown, ModuleSettingsKey, ServiceName>): SetUpParts | Promise<SetUpParts>;
}

/** A module's parts as the registry reads them (any services, checked against `provides`). */
export type SetUpParts = ModuleWork & {
  afterSetup?(): ModuleWork;
  readonly services?: Partial<ModuleServices>;
};

/** A module as its author writes it: the context is typed by its own slice, its `needs` and its `uses`. */
export interface ModuleDefinition<
  Settings,
  Needs extends ModuleSettingsKey,
  Provides extends ServiceName,
  Uses extends ServiceName,
> {
  /** The folder name. */
  readonly name: string;
  /**
   * Its configuration slice (`<name>/config.ts`): its environment variables, validated by the one
   * loader (config.ts); its settings are `ctx.settings`.
   */
  readonly config?: ConfigSlice<string, Settings>;
  /** Other modules' settings it reads, each named (`ctx.needs.<key>`). */
  readonly needs?: readonly Needs[];
  /**
   * The services it provides, each named: its setup returns them (`services`), typed by
   * `ModuleServices`. One module provides each name.
   */
  readonly provides?: readonly Provides[];
  /**
   * The services it uses, each named (`ctx.services.<name>`). The registry sets their providers up
   * first, and refuses to start when one is missing or the uses go round in a circle.
   */
  readonly uses?: readonly Uses[];
  /** Registered only when this says so (devnet helpers); always when absent. */
  enabled?(ctx: ModuleContext<Settings, Needs, Uses>): boolean;
  /** Builds the module for this process from its context. Runs once, before the server is ready. */
  setup(ctx: ModuleContext<Settings, Needs, Uses>): ModuleParts<Provides> | Promise<ModuleParts<Provides>>;
}

/**
 * Declares a module. The registry hands its `setup` a context holding only its own settings,
 * the settings it `needs`, the services it `uses` and the platform facts (contextFor in
 * registry.ts).
 */
export function defineModule<
  Settings = undefined,
  Needs extends ModuleSettingsKey = never,
  Provides extends ServiceName = never,
  Uses extends ServiceName = never,
>(definition: ModuleDefinition<Settings, Needs, Provides, Uses>): ApiModule {
  // The registry narrows the context to this definition's slice, needs and uses (contextFor), so
  // the wider view is only a list entry's type.
  return definition as unknown as ApiModule;
}

/** What a module's setup hands to the registry. Every part but the services it provides is optional. */
export type ModuleParts<Provides extends ServiceName = never> = ModuleWork & {
  /** Once every module is set up: parts built from what later modules handed to this one's services. */
  afterSetup?(): ModuleWork;
} & ([Provides] extends [never]
    ? { readonly services?: undefined }
    : {
        /** The services named in `provides`, for the modules that use them. */
        readonly services: Pick<ModuleServices, Provides>;
      });

/** The parts of a module the registry runs. */
export interface ModuleWork {
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
  'production' | 'signerPrivateKey' | 'corsOrigins' | 'networkOverrides' | 'safeAppOrigins'
>;

/**
 * A module's context: its own settings, the settings it declared in `needs`, the services it
 * declared in `uses`, the platform facts and services; never the whole configuration (only
 * platform code, registry.ts and compose.ts, reads that).
 */
export interface ModuleContext<
  Settings = undefined,
  Needs extends ModuleSettingsKey = never,
  Uses extends ServiceName = never,
> extends Omit<AppContext, 'config'> {
  /** This module's settings (its `config` slice); undefined when it has none. */
  readonly settings: Settings;
  /** The other modules' settings this module declared in `needs`. */
  readonly needs: Pick<ModuleConfigs, Needs>;
  /** The other modules' services this module declared in `uses`. */
  readonly services: Pick<ModuleServices, Uses>;
  readonly platform: PlatformFacts;
  /** A devnet deployment (never in production): devnet seeds run. */
  readonly devnet: boolean;
  readonly indexer: IndexerAccess;
  readonly leadership: LeadershipAccess;
}
