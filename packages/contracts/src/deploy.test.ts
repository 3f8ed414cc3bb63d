import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { localClient } from './clients';
import { type ChainContracts, CONTRACT_PLACEMENT, deployContracts } from './deploy';
import { freePort } from './ports';

const CHAIN_IDS = { ethereum: 31337, polygon: 31338, arenaz: 31339 } as const;
type Key = keyof typeof CHAIN_IDS;
const KEYS = Object.keys(CHAIN_IDS) as Key[];

const anvils: Partial<Record<Key, RunningAnvil>> = {};
let deployed: Record<Key, ChainContracts>;

beforeAll(async () => {
  for (const key of KEYS) anvils[key] = await startAnvil({ port: await freePort(), chainId: CHAIN_IDS[key] });
  const endpoint = (key: Key) => ({ rpcUrl: anvils[key]!.rpcUrl, chainId: CHAIN_IDS[key] });
  deployed = await deployContracts({
    chains: { ethereum: endpoint('ethereum'), polygon: endpoint('polygon'), arenaz: endpoint('arenaz') },
    deployerKey: devnetAccount(DEVNET_ROLES.deployer).privateKey,
  });
});

afterAll(async () => {
  await Promise.all(Object.values(anvils).map((anvil) => anvil.stop()));
});

describe('deployContracts', () => {
  it('places the documented contracts on each chain', () => {
    expect(Object.keys(deployed.ethereum.contracts)).toEqual(['A2Z', 'LOKA', 'DST']);
    expect(Object.keys(deployed.polygon.contracts)).toEqual([
      'A2Z',
      'WLOKA',
      'DST',
      'Sticker',
      'GoodsTicket',
      'StickerMerge',
    ]);
    expect(Object.keys(deployed.arenaz.contracts)).toEqual(['A2Z', 'DST']);
    for (const key of KEYS)
      expect(Object.keys(deployed[key].contracts)).toEqual([...CONTRACT_PLACEMENT[key]]);
  });

  it.each(KEYS)('leaves code at every %s address, from the start block on', async (key) => {
    const client = localClient(
      { rpcUrl: anvils[key]!.rpcUrl, chainId: CHAIN_IDS[key] },
      devnetAccount(DEVNET_ROLES.deployer).privateKey,
    );
    const { contracts, startBlock } = deployed[key];
    expect(startBlock).toBeGreaterThan(0);
    for (const address of Object.values(contracts)) {
      expect((await client.getCode({ address }))?.length ?? 0).toBeGreaterThan(2);
      expect(await client.getCode({ address, blockNumber: BigInt(startBlock - 1) })).toBeUndefined();
    }
  });
});
