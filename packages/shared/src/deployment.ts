import { z } from 'zod';
import { addressSchema } from './address';
import { NETWORK_ENVS, NETWORK_KEYS } from './networks';

/**
 * What a deployment of the contracts looks like on disk. The devnet writes it after deploying
 * (`.data/devnet/deployment.json`); production keeps one per environment. The API reads it
 * (DEPLOYMENT_FILE) and hands the addresses to the web app through /config.json.
 */
export const chainDeploymentSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.string().url(),
  explorerUrl: z.string().url(),
  /** Block the contracts were deployed at: where indexers start. */
  startBlock: z.number().int().nonnegative().default(0),
  /** Contract name (as compiled: `Staking`, `A2Z`) → address; look one up with `contractOf`. */
  contracts: z.record(z.string(), addressSchema),
});
export type ChainDeployment = z.infer<typeof chainDeploymentSchema>;

/**
 * Who holds power after the handover (packages/contracts/src/governance.ts): each chain's
 * `Timelock` (in its contracts) holds every admin, minter and owner power; `governance` (a Safe)
 * proposes and executes through it; `guardian` may only pause; `deployer` holds nothing.
 * `production` makes `npm run roles` strict (no EOA with power, nothing left to the deployer).
 */
export const governanceDeploymentSchema = z.object({
  deployer: addressSchema,
  governance: addressSchema,
  guardian: addressSchema,
  minDelaySeconds: z.number().int().nonnegative(),
  production: z.boolean(),
});
export type GovernanceDeployment = z.infer<typeof governanceDeploymentSchema>;

export const deploymentSchema = z.object({
  env: z.enum(NETWORK_ENVS),
  governance: governanceDeploymentSchema.optional(),
  chains: z.object(
    Object.fromEntries(NETWORK_KEYS.map((k) => [k, chainDeploymentSchema])) as Record<
      (typeof NETWORK_KEYS)[number],
      typeof chainDeploymentSchema
    >,
  ),
});
export type Deployment = z.infer<typeof deploymentSchema>;
