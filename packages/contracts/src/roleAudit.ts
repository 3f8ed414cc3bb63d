import { readFile } from 'node:fs/promises';
import { type Deployment, deploymentSchema } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import {
  type Abi,
  type Address,
  createPublicClient,
  getAddress,
  type Hex,
  http,
  parseAbi,
  parseAbiItem,
} from 'viem';
import { contractAbis } from './generated/registry';
import { accessControlAbi, ROLE_NAMES, roleId } from './roles';

/**
 * `npm run roles -- <deployment file>` (scripts/roles.ts): every power over every contract of a
 * deployment, read from the chain, and the production rules over them. Role holders come from
 * the `RoleGranted` events since the deployment's start block, each confirmed with `hasRole` (a
 * revoked or renounced role is gone); owners from `owner()`, Vesting's guardian from `guardian()`.
 */

/** One power one account holds over one contract. */
export interface RoleHolding {
  network: NetworkKey;
  contract: string;
  address: Address;
  /** A role name (or the role id when no known name hashes to it), `owner` or `guardian`. */
  power: string;
  holder: Address;
  /** Whether the holder has code (a contract such as the timelock or a Safe) or is a key (EOA). */
  kind: 'contract' | 'EOA';
  /** What the deployment's governance section calls it, if anything. */
  label: 'deployer' | 'timelock' | 'governance' | 'guardian' | '';
}

/** Powers that change roles, mint or own: never an EOA's in production. */
const ADMIN_POWERS = new Set(['DEFAULT_ADMIN_ROLE', 'MINTER_ROLE', 'owner', 'PROPOSER_ROLE']);

const ownableAbi = parseAbi([
  'function owner() view returns (address)',
  'function guardian() view returns (address)',
]);

const roleGrantedEvent = parseAbiItem(
  'event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)',
);

const roleNameById = new Map<string, string>(ROLE_NAMES.map((name) => [roleId(name), name]));

function abiHas(name: string, entry: string): boolean {
  const abi = (contractAbis as Record<string, Abi>)[name];
  return !!abi?.some((item) => 'name' in item && item.name === entry);
}

/** Reads every holding of every contract of `deployment`, chain by chain. */
export async function readRoleHoldings(deployment: Deployment): Promise<RoleHolding[]> {
  const holdings: RoleHolding[] = [];
  for (const network of NETWORK_KEYS) {
    const chain = deployment.chains[network];
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const timelock = chain.contracts.Timelock;
    const labelOf = (holder: Address): RoleHolding['label'] => {
      const same = (a: string | undefined) => !!a && a.toLowerCase() === holder.toLowerCase();
      if (same(deployment.governance?.deployer)) return 'deployer';
      if (same(timelock)) return 'timelock';
      if (same(deployment.governance?.governance)) return 'governance';
      if (same(deployment.governance?.guardian)) return 'guardian';
      return '';
    };
    const kinds = new Map<Address, RoleHolding['kind']>();
    const kindOf = async (holder: Address) => {
      let kind = kinds.get(holder);
      if (!kind) {
        const code = await client.getCode({ address: holder });
        kind = code && code !== '0x' ? 'contract' : 'EOA';
        kinds.set(holder, kind);
      }
      return kind;
    };
    const add = async (contract: string, address: Address, power: string, holder: Address) => {
      holdings.push({
        network,
        contract,
        address,
        power,
        holder,
        kind: await kindOf(holder),
        label: labelOf(holder),
      });
    };
    for (const [contract, rawAddress] of Object.entries(chain.contracts)) {
      const address = getAddress(rawAddress);
      if (abiHas(contract, 'hasRole')) {
        const granted = await client.getLogs({
          address,
          event: roleGrantedEvent,
          fromBlock: BigInt(chain.startBlock),
          toBlock: 'latest',
        });
        const candidates = new Map<string, { role: Hex; account: Address }>();
        for (const log of granted) {
          const { role, account } = log.args;
          if (role && account) candidates.set(`${role}:${account}`, { role, account: getAddress(account) });
        }
        for (const { role, account } of candidates.values()) {
          const held = await client.readContract({
            address,
            abi: accessControlAbi,
            functionName: 'hasRole',
            args: [role, account],
          });
          if (held) await add(contract, address, roleNameById.get(role) ?? role, account);
        }
      }
      for (const power of ['owner', 'guardian'] as const) {
        if (!abiHas(contract, power)) continue;
        const holder = await client.readContract({ address, abi: ownableAbi, functionName: power });
        if (holder !== '0x0000000000000000000000000000000000000000')
          await add(contract, address, power, holder);
      }
    }
  }
  return holdings;
}

/** Whether the production rules apply: a production deployment, or a devnet marked production. */
export function isProductionDeployment(deployment: Deployment): boolean {
  return deployment.env === 'production' || deployment.governance?.production === true;
}

/**
 * The production rules: no EOA holds an admin, minter, owner or proposer power, the deployer holds
 * nothing, and the deployment names its deployer (or the second rule could not be checked).
 */
export function productionViolations(deployment: Deployment, holdings: readonly RoleHolding[]): string[] {
  const violations: string[] = [];
  if (!deployment.governance)
    violations.push('the deployment has no governance section (deployer, governance, guardian)');
  for (const h of holdings) {
    const where = `${h.network} ${h.contract} ${h.power}`;
    if (h.label === 'deployer') violations.push(`${where}: the deployer ${h.holder} still holds it`);
    else if (h.kind === 'EOA' && ADMIN_POWERS.has(h.power))
      violations.push(`${where}: held by the EOA ${h.holder}`);
  }
  return violations;
}

/** The holdings as a fixed-width table, one line each, sorted by network, contract and power. */
export function formatHoldings(holdings: readonly RoleHolding[]): string {
  const rows = [
    ['network', 'contract', 'power', 'holder', 'kind', 'who'],
    ...[...holdings]
      .sort(
        (a, b) =>
          NETWORK_KEYS.indexOf(a.network) - NETWORK_KEYS.indexOf(b.network) ||
          a.contract.localeCompare(b.contract) ||
          a.power.localeCompare(b.power),
      )
      .map((h) => [h.network, h.contract, h.power, h.holder, h.kind, h.label]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * The command behind `npm run roles -- <file>`: prints the table, then the verdict. Returns the
 * exit code: 0, 1 when a production rule is broken, 2 for a usage error.
 */
export async function rolesCommand(
  file: string | undefined,
  print: { out(line: string): void; err(line: string): void },
): Promise<number> {
  if (!file) {
    print.err('Usage: npm run roles -- <deployment file>');
    return 2;
  }
  const deployment = deploymentSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const holdings = await readRoleHoldings(deployment);
  print.out(formatHoldings(holdings));
  if (!isProductionDeployment(deployment)) {
    const eoas = holdings.filter((h) => h.kind === 'EOA' && ADMIN_POWERS.has(h.power)).length;
    print.out(
      `\n${deployment.env} deployment: the production rules are not enforced (${eoas} admin, minter, owner or proposer powers held by an EOA).`,
    );
    return 0;
  }
  const violations = productionViolations(deployment, holdings);
  if (violations.length === 0) {
    print.out(
      '\nProduction rules hold: no EOA holds an admin, minter, owner or proposer power; the deployer holds nothing.',
    );
    return 0;
  }
  print.err(
    `\n${violations.length} production rule violation(s):\n${violations.map((v) => `  - ${v}`).join('\n')}`,
  );
  return 1;
}
