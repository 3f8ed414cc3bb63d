import { configSlice, integerIn } from '../../lib/configSlice';

export const dragosConfig = configSlice({
  key: 'dragos',
  variables: {
    RANDOMNESS_STUCK_AFTER_SECONDS: integerIn(1, 30 * 86_400, 600),
  },
  read: (vars) => ({
    /**
     * A hatch or rehatch whose randomness is not fulfilled this long after its request is shown
     * as stuck (with its request id) on the egg or drago. It is never re-requested.
     */
    randomnessStuckAfterSeconds: vars.RANDOMNESS_STUCK_AFTER_SECONDS,
  }),
});
export type DragosConfig = ReturnType<typeof dragosConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly dragos: DragosConfig;
  }
}
