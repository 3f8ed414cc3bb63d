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

export const deploymentSchema = z.object({
  env: z.enum(NETWORK_ENVS),
  chains: z.object(
    Object.fromEntries(NETWORK_KEYS.map((k) => [k, chainDeploymentSchema])) as Record<
      (typeof NETWORK_KEYS)[number],
      typeof chainDeploymentSchema
    >,
  ),
});
export type Deployment = z.infer<typeof deploymentSchema>;
