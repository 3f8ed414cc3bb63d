import { z } from 'zod';
import { NETWORK_ENVS, NETWORK_KEYS } from './networks';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address');

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
  contracts: z.record(z.string(), address),
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
