import { configSlice, integerIn } from '../../lib/configSlice';

/** The health module's settings: how long /readyz waits before it changes its answer. */
export const healthConfig = configSlice({
  key: 'health',
  variables: {
    READY_HOLD_MS: integerIn(0, 600_000, 5_000),
  },
  read: (vars) => ({
    /**
     * /readyz changes state only once the opposite verdict has held this long (both ways): a
     * balancer polling every few seconds sees one failed check as a warning, not an outage.
     */
    readyHoldMs: vars.READY_HOLD_MS,
  }),
});
export type HealthConfig = ReturnType<typeof healthConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly health: HealthConfig;
  }
}
