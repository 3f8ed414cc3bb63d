import { readFileSync } from 'node:fs';
import type { DeployPlan, ExplorerPlan } from '@kingdoms/shared/deployPlan';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { type Address, type Hex, size, slice } from 'viem';
import { STANDARD_JSON_INPUT_FILE, type StandardJsonInput } from './compile';
import type { ContractName } from './deploy';
import { planChain } from './deployRun';
import { contractBuild, SOLC_VERSION } from './generated/build';
import { contractBytecode } from './generated/bytecode';

/**
 * `npm run verify` (scripts/verify.ts): the explorer requests that publish each deployed
 * contract's source. Every contract is verified from the build's one standard-JSON input
 * (src/generated/standardJsonInput.json: every source with its imports, and the settings) and its
 * compiler version, which recompile to exactly the deployed runtime code (deployRun.test.ts
 * checks it as an explorer does, immutables masked).
 */

/** One deployed contract to verify. */
export interface VerificationTarget {
  chain: NetworkKey;
  chainId: number;
  contract: ContractName;
  address: Address;
  /** `contracts/A2Z.sol:A2Z`: the source file and name in the standard-JSON input. */
  contractIdentifier: string;
  /** ABI-encoded constructor arguments, as the explorers want them (hex without 0x). */
  constructorArguments: string;
}

/** Every contract a deployed plan created, with what verification needs. */
export function verificationTargets(plan: DeployPlan, deployer: Address): VerificationTarget[] {
  return NETWORK_KEYS.flatMap((chain) => {
    const planned = planChain(plan, chain, deployer);
    return [...planned.steps, planned.timelock].flatMap((step) => {
      if (!step.create) return [];
      const { contract, address, initCode } = step.create;
      const creationCode = contractBytecode[contract] as Hex;
      const args = size(initCode) > size(creationCode) ? slice(initCode, size(creationCode)) : '0x';
      return [
        {
          chain,
          chainId: plan.chains[chain].chainId,
          contract,
          address,
          contractIdentifier: `${contractBuild[contract].sourceFile}:${contract}`,
          constructorArguments: args.slice(2),
        },
      ];
    });
  });
}

/** The build's standard-JSON input (as compiled, so as an explorer will compile it). */
export function readStandardJsonInput(file = STANDARD_JSON_INPUT_FILE): StandardJsonInput {
  return JSON.parse(readFileSync(file, 'utf8')) as StandardJsonInput;
}

/** An HTTP request to an explorer's verification API, ready for fetch. */
export interface ExplorerRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/**
 * The verification request for `target` on `explorer`:
 * - Etherscan API V2 (`verifysourcecode`): POST `<apiUrl>?chainid=…&module=contract&action=verifysourcecode&apikey=…`
 *   with a form body of `codeformat=solidity-standard-json-input`, `sourceCode` (the input as JSON),
 *   `contractaddress`, `contractname` (`path:Name`), `compilerversion` (`v0.8.28+commit.…`) and
 *   `constructorArguments` (hex, no 0x; also under the API's long-standing spelling `constructorArguements`).
 * - Blockscout: its Etherscan-compatible API, the same fields, at `<apiUrl>?module=contract&action=verifysourcecode`.
 * - Sourcify (API v2): POST `<apiUrl>/v2/verify/<chainId>/<address>` with JSON `stdJsonInput`,
 *   `compilerVersion` (without the v) and `contractIdentifier`.
 */
export function explorerRequest(
  explorer: Exclude<ExplorerPlan, { kind: 'none' }>,
  target: VerificationTarget,
  input: StandardJsonInput,
  options: { apiKey?: string; solcVersion?: string; creationTransactionHash?: Hex } = {},
): ExplorerRequest {
  const solcVersion = options.solcVersion ?? SOLC_VERSION;
  if (explorer.kind === 'sourcify') {
    return {
      url: `${explorer.apiUrl.replace(/\/+$/, '')}/v2/verify/${target.chainId}/${target.address}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        stdJsonInput: input,
        compilerVersion: solcVersion.replace(/^v/, ''),
        contractIdentifier: target.contractIdentifier,
        ...(options.creationTransactionHash
          ? { creationTransactionHash: options.creationTransactionHash }
          : {}),
      }),
    };
  }
  const query = new URLSearchParams({
    ...(explorer.kind === 'etherscan' ? { chainid: String(target.chainId) } : {}),
    module: 'contract',
    action: 'verifysourcecode',
    ...(options.apiKey ? { apikey: options.apiKey } : {}),
  });
  const body = new URLSearchParams({
    codeformat: 'solidity-standard-json-input',
    sourceCode: JSON.stringify(input),
    contractaddress: target.address,
    contractname: target.contractIdentifier,
    compilerversion: solcVersion,
    constructorArguments: target.constructorArguments,
    constructorArguements: target.constructorArguments,
  });
  return {
    url: `${explorer.apiUrl}?${query}`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  };
}

/** The request that asks an Etherscan-style API how a submitted verification went. */
export function verificationStatusUrl(
  explorer: Extract<ExplorerPlan, { kind: 'etherscan' | 'blockscout' }>,
  chainId: number,
  guid: string,
  apiKey?: string,
): string {
  const query = new URLSearchParams({
    ...(explorer.kind === 'etherscan' ? { chainid: String(chainId) } : {}),
    module: 'contract',
    action: 'checkverifystatus',
    guid,
    ...(apiKey ? { apikey: apiKey } : {}),
  });
  return `${explorer.apiUrl}?${query}`;
}
