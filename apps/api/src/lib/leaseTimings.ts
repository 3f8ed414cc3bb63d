/** How fast a singleton job's lease is renewed and taken over (lib/leaderLease.ts). */
export interface LeaseTimings {
  /** A lease not renewed for this long may be taken over. */
  readonly ttlMs: number;
  /** Heartbeat of the holder and retry period of a standby; below half the TTL. */
  readonly renewMs: number;
}

/** Failover within ttl + renew = 12 s after a crash. */
export const DEFAULT_LEASE_TIMINGS: LeaseTimings = { ttlMs: 10_000, renewMs: 2_000 };
