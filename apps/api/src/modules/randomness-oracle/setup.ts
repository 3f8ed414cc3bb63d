import type { NetworkKey } from '@kingdoms/shared/networks';
import type { Hex, LocalAccount } from 'viem';
import type { Chains } from '../../chains';
import type { RandomnessOracleConfig } from './config';
import { deployedOracles } from './subscription';

export interface OracleWorkerSetup {
  readonly mode: 'devnet' | 'external';
  /** One entry per chain this instance operates an oracle on (empty: no worker). */
  readonly chains: readonly {
    network: NetworkKey;
    rpcUrl: string;
    rpcUrls: readonly string[];
    chainId: number;
    oracle: Hex;
    local: boolean;
  }[];
  readonly operator: LocalAccount | undefined;
  /** Why no worker runs although it should; undefined when all is well. */
  readonly problem: string | undefined;
}

/**
 * RANDOMNESS_ORACLE (default: 'devnet' on a devnet deployment, else 'external') decides whether
 * this API operates the DevRandomnessOracle of each chain; the key is
 * RANDOMNESS_OPERATOR_PRIVATE_KEY or, on the devnet, DEVNET_ORACLE_OPERATOR. A chain whose oracle
 * is ChainlinkVrfOracle never gets a worker (Chainlink fulfils it); its requests are indexed all the same.
 */
export function resolveOracleSetup(settings: RandomnessOracleConfig, chains: Chains): OracleWorkerSetup {
  const { deployment, devnet } = chains;
  const mode = settings.mode ?? (devnet ? 'devnet' : 'external');
  if (mode === 'external') return { mode, chains: [], operator: undefined, problem: undefined };
  // Chainlink fulfils a ChainlinkVrfOracle: the worker operates dev oracles only.
  const oracles = deployedOracles(deployment).filter((deployed) => deployed.kind === 'dev');
  if (!deployment || oracles.length === 0) {
    return {
      mode,
      chains: [],
      operator: undefined,
      problem: 'RANDOMNESS_ORACLE=devnet but the deployment has no DevRandomnessOracle: nothing to fulfil.',
    };
  }
  const operator = chains.account(settings.operatorPrivateKey, 'oracleOperator');
  if (!operator) {
    return {
      mode,
      chains: [],
      operator: undefined,
      problem:
        'Randomness requests stay unfulfilled: RANDOMNESS_ORACLE=devnet needs RANDOMNESS_OPERATOR_PRIVATE_KEY outside the devnet.',
    };
  }
  return {
    mode,
    chains: oracles.map(({ network, oracle }) => ({
      network,
      // The deployment has the oracle's network, so it has an RPC.
      rpcUrl: chains.rpcUrl(network) as string,
      rpcUrls: chains.rpcUrls(network),
      chainId: oracle.chainId,
      oracle: oracle.address,
      local: devnet,
    })),
    operator,
    problem: undefined,
  };
}
