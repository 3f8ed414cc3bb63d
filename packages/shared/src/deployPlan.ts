import { z } from 'zod';
import { addressSchema } from './address';
import { NETWORK_KEYS } from './networks';

/**
 * A deployment plan (`packages/contracts/plans/<network>.json`, issue 42): everything
 * `npm run deploy -- --network <name>` needs besides the deployer's key — the chains and their RPCs,
 * who governs, the money limits, the randomness source and the CREATE2 salt. Amounts are decimal
 * strings of base units (JSON has no bigints).
 */

const baseUnitsSchema = z
  .string()
  .regex(/^\d+$/, 'a whole number of base units, as a decimal string')
  .transform((value) => BigInt(value));

const hex32Schema = z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]{64}$/)], {
  error: 'a 32-byte hex value (0x and 64 hex digits)',
});

/** Where `npm run verify` sends a chain's sources. */
export const explorerPlanSchema = z.discriminatedUnion('kind', [
  /** Etherscan API V2: one endpoint and key for every chain it serves (`chainid` picks the chain). */
  z.object({
    kind: z.literal('etherscan'),
    apiUrl: z.url().default('https://api.etherscan.io/v2/api'),
    apiKeyEnv: z.string().default('ETHERSCAN_API_KEY'),
  }),
  /** Blockscout's Etherscan-compatible API (`<explorer>/api`). */
  z.object({ kind: z.literal('blockscout'), apiUrl: z.url(), apiKeyEnv: z.string().optional() }),
  /** Sourcify (API v2): `POST <apiUrl>/v2/verify/<chainId>/<address>`. */
  z.object({ kind: z.literal('sourcify'), apiUrl: z.url().default('https://sourcify.dev/server') }),
  /** No explorer (the devnet's is the API's own /explorer). */
  z.object({ kind: z.literal('none') }),
]);
export type ExplorerPlan = z.infer<typeof explorerPlanSchema>;

export const chainPlanSchema = z
  .object({
    chainId: z.number().int().positive(),
    /** The RPC URL itself (public endpoints and the devnet) … */
    rpcUrl: z.url().optional(),
    /** … or the environment variable holding it (URLs that carry an API key). */
    rpcUrlEnv: z.string().optional(),
    /**
     * The RPC the deployment file names (the API's default, given to browsers): by default rpcUrl.
     * Required with rpcUrlEnv, whose URL may carry a key that must not be published.
     */
    publicRpcUrl: z.url().optional(),
    /** Block explorer for people (written into the deployment file). */
    explorerUrl: z.url(),
    explorer: explorerPlanSchema.default({ kind: 'none' }),
  })
  .refine((chain) => (chain.rpcUrl === undefined) !== (chain.rpcUrlEnv === undefined), {
    message: 'give exactly one of rpcUrl and rpcUrlEnv',
  })
  .refine((chain) => chain.rpcUrl !== undefined || chain.publicRpcUrl !== undefined, {
    message: 'with rpcUrlEnv, give publicRpcUrl (the RPC the deployment file may publish)',
  });
export type ChainPlan = z.infer<typeof chainPlanSchema>;

/**
 * Chainlink VRF v2.5 settings of the `vrf` oracle on one chain: `ChainlinkVrfOracle`'s constructor
 * (issue 42 item 4), all of it changeable later by the adapter's admin. Its bounds are the adapter's.
 */
export const vrfPlanSchema = z.object({
  /** The network's VRF v2.5 coordinator (Chainlink's "Supported networks" page). */
  coordinator: addressSchema.refine(
    (address) => !/^0x0{40}$/i.test(address),
    'a coordinator address, not zero',
  ),
  /** The subscription (vrf.chain.link) that pays, funded in LINK or the native coin. */
  subscriptionId: baseUnitsSchema.refine((id) => id > 0n, 'a subscription id (above 0)'),
  /** The gas lane's key hash (the same page): how much gas price a fulfilment may pay. */
  keyHash: hex32Schema.refine((hash) => !/^0x0{64}$/.test(hash), 'a key hash, not zero'),
  /** Gas the consumer's callback gets (as the dev oracle's by default). */
  callbackGasLimit: z.number().int().min(100_000).max(2_000_000).default(1_000_000),
  /** Blocks Chainlink waits before answering. */
  requestConfirmations: z.number().int().min(3).max(200).default(3),
  /** Pay in the native coin instead of LINK. */
  nativePayment: z.boolean().default(false),
});
export type VrfPlan = z.infer<typeof vrfPlanSchema>;

export const ORACLE_KINDS = ['dev', 'vrf'] as const;
export type OracleKind = (typeof ORACLE_KINDS)[number];

export const oraclePlanSchema = z.discriminatedUnion('kind', [
  /**
   * DevRandomnessOracle: randomness from the studio's own operator key. Refused in a production
   * plan unless `reason` says why (e.g. a chain Chainlink VRF does not serve).
   */
  z.object({ kind: z.literal('dev'), reason: z.string().trim().min(10).optional() }),
  /** The Chainlink VRF v2.5 adapter, with one settings object per network. */
  z.object({
    kind: z.literal('vrf'),
    vrf: z.object(
      Object.fromEntries(NETWORK_KEYS.map((k) => [k, vrfPlanSchema])) as Record<
        (typeof NETWORK_KEYS)[number],
        typeof vrfPlanSchema
      >,
    ),
  }),
]);
export type OraclePlan = z.infer<typeof oraclePlanSchema>;

export const PLAN_ENVS = ['devnet', 'testnet', 'production'] as const;
export type PlanEnv = (typeof PLAN_ENVS)[number];

export const deployPlanSchema = z
  .object({
    /** The plan's name (`--network <name>`), also the journal's and deployment file's name. */
    network: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
    env: z.enum(PLAN_ENVS),
    /** The CREATE2 salt of every contract: same salt, code and arguments → same address on every chain. */
    salt: hex32Schema,
    /** The deployer: a key URI of the account factory (`key:`, `aws-kms:`, `gcp-kms:`) in this variable. */
    deployer: z.object({ keyUriEnv: z.string() }),
    governance: z.object({
      /** The Safe that proposes and executes through each chain's Timelock. */
      address: addressSchema,
      /** May only pause. */
      guardian: addressSchema,
      minDelaySeconds: z.number().int().nonnegative(),
    }),
    limits: z.object({
      payout: z.object({ maxPerPayout: baseUnitsSchema, dailyLimit: baseUnitsSchema }),
      bridgeDaily: z.object({
        DRAGO: baseUnitsSchema,
        DST: baseUnitsSchema,
        LOKA: baseUnitsSchema,
        RESOURCE: baseUnitsSchema,
      }),
    }),
    oracle: oraclePlanSchema,
    chains: z.object(
      Object.fromEntries(NETWORK_KEYS.map((k) => [k, chainPlanSchema])) as Record<
        (typeof NETWORK_KEYS)[number],
        typeof chainPlanSchema
      >,
    ),
  })
  .superRefine((plan, context) => {
    if (plan.env !== 'production') return;
    if (plan.oracle.kind === 'dev' && !plan.oracle.reason) {
      context.addIssue({
        code: 'custom',
        path: ['oracle'],
        message:
          'a production plan may not use DevRandomnessOracle (randomness from the studio\'s own key): use kind "vrf", or give oracle.reason saying why this deployment must',
      });
    }
    if (plan.governance.minDelaySeconds === 0) {
      context.addIssue({
        code: 'custom',
        path: ['governance', 'minDelaySeconds'],
        message: 'a production plan needs a timelock delay (48 h is usual)',
      });
    }
  });
export type DeployPlan = z.infer<typeof deployPlanSchema>;
/** A plan as written in its JSON file (amounts as strings). */
export type DeployPlanInput = z.input<typeof deployPlanSchema>;

/** Parses a plan, throwing one error that names every problem and where it is. */
export function parseDeployPlan(input: unknown, source = 'plan'): DeployPlan {
  const result = deployPlanSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(plan)'}: ${issue.message}`,
  );
  throw new Error(`${source} is refused:\n${problems.join('\n')}`);
}
