import { configSlice, optionalSecret } from '../../lib/configSlice';

export const rentalConfig = configSlice({
  key: 'rental',
  variables: {
    RENTAL_MINING_SECRET: optionalSecret(32),
  },
  read: (vars) => ({
    /**
     * The shared secret the game server sends in the x-rental-mining-secret header with each DSA
     * mining report. Unset: every report is refused (on the devnet a fixed devnet secret is used).
     */
    miningSecret: vars.RENTAL_MINING_SECRET,
  }),
});
export type RentalConfig = ReturnType<typeof rentalConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly rental: RentalConfig;
  }
}
