import { FIRST_EGG_ID_BY_NETWORK } from '@kingdoms/shared/api/dragos';
import { type Abi, type Address, type Hex, parseEventLogs, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { BRIDGE_KIND, BRIDGE_ROUTES, type BridgeKind } from './bridge';
import { localClient } from './clients';
import { type ChainContracts, CONTRACT_PLACEMENT, deployContracts } from './deploy';
import {
  bridgeGatewayAbi,
  devRandomnessOracleAbi,
  dragoAbi,
  dragoBreedingAbi,
  eggAbi,
  genesisEggGateAbi,
  rewardPayoutAbi,
  stakingAbi,
  vestingAbi,
} from './generated/abis';
import { freePort } from './ports';
import { hasRoleCall } from './roles';
import { devOracle, revertOfCall, sendCall } from './testing/chainCalls';

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

function clientOf(key: Key) {
  return localClient(
    { rpcUrl: anvils[key]!.rpcUrl, chainId: CHAIN_IDS[key] },
    devnetAccount(DEVNET_ROLES.deployer).privateKey,
  );
}

describe('deployContracts', () => {
  it('places the documented contracts on each chain', () => {
    expect(Object.keys(deployed.ethereum.contracts)).toEqual([
      'A2Z',
      'LOKA',
      'DST',
      'Staking',
      'Vesting',
      'DevRandomnessOracle',
      'Drago',
      'Egg',
      'GenesisEggGate',
      'BridgeGateway',
    ]);
    expect(Object.keys(deployed.polygon.contracts)).toEqual([
      'A2Z',
      'WLOKA',
      'DST',
      'Sticker',
      'GoodsTicket',
      'StickerMerge',
      'RewardPayout',
      'DevRandomnessOracle',
      'Drago',
      'Egg',
      'MysteryBox',
      'Resource',
      'BridgeGateway',
    ]);
    expect(Object.keys(deployed.arenaz.contracts)).toEqual([
      'A2Z',
      'DST',
      'DevRandomnessOracle',
      'Drago',
      'Egg',
      'DstPayout',
      'DragoBreeding',
      'Resource',
      'BridgeGateway',
    ]);
    for (const key of KEYS)
      expect(Object.keys(deployed[key].contracts)).toEqual([...CONTRACT_PLACEMENT[key]]);
  });

  it('builds Staking on Ethereum over Ethereum’s A2Z', async () => {
    const { A2Z, Staking } = deployed.ethereum.contracts;
    expect(Staking).toBeDefined();
    const client = clientOf('ethereum');
    expect(await client.readContract({ address: Staking!, abi: stakingAbi, functionName: 'token' })).toBe(
      A2Z,
    );
  });

  it('builds Vesting on Ethereum over Ethereum’s A2Z, owned by the deployer, who signs until rotated', async () => {
    const { A2Z, Vesting } = deployed.ethereum.contracts;
    expect(Vesting).toBeDefined();
    const client = clientOf('ethereum');
    const read = <F extends 'token' | 'owner' | 'signer' | 'paused'>(functionName: F) =>
      client.readContract({ address: Vesting!, abi: vestingAbi, functionName });
    const deployer = devnetAccount(DEVNET_ROLES.deployer).address;
    expect(await read('token')).toBe(A2Z);
    expect(await read('owner')).toBe(deployer);
    expect(await read('signer')).toBe(deployer);
    expect(await read('paused')).toBe(false);
  });

  it('builds RewardPayout on Polygon over Polygon’s A2Z, administered by the deployer', async () => {
    const { A2Z, RewardPayout } = deployed.polygon.contracts;
    expect(RewardPayout).toBeDefined();
    const client = clientOf('polygon');
    const read = <F extends 'token' | 'DEFAULT_ADMIN_ROLE' | 'PAYER_ROLE'>(functionName: F) =>
      client.readContract({ address: RewardPayout!, abi: rewardPayoutAbi, functionName });
    expect(await read('token')).toBe(A2Z);
    const deployer = devnetAccount(DEVNET_ROLES.deployer).address;
    for (const role of [await read('DEFAULT_ADMIN_ROLE'), await read('PAYER_ROLE')]) {
      expect(
        await client.readContract({
          address: RewardPayout!,
          abi: rewardPayoutAbi,
          functionName: 'hasRole',
          args: [role, deployer],
        }),
      ).toBe(true);
    }
    // Nobody else may pay until the operator grants the role (the wiring does).
    const payerRole = await read('PAYER_ROLE');
    expect(
      await client.readContract({
        address: RewardPayout!,
        abi: rewardPayoutAbi,
        functionName: 'hasRole',
        args: [payerRole, devnetAccount(DEVNET_ROLES.rewardPayer).address],
      }),
    ).toBe(false);
  });

  it('wires the drago contracts: each chain’s Egg mints its Drago from its own id range, both consume the chain oracle, the gate locks Ethereum eggs', async () => {
    const hasRole = (key: Key, address: Address, abi: Abi, role: Hex, account: Address) =>
      clientOf(key).readContract({ address, abi, functionName: 'hasRole', args: [role, account] });
    for (const key of KEYS) {
      const { Drago: drago, Egg: egg } = deployed[key].contracts;
      const client = clientOf(key);
      const minter = await client.readContract({
        address: drago!,
        abi: dragoAbi,
        functionName: 'MINTER_ROLE',
      });
      expect(await hasRole(key, drago!, dragoAbi, minter, egg!)).toBe(true);
      expect(await client.readContract({ address: egg!, abi: eggAbi, functionName: 'drago' })).toBe(drago);
      expect(await client.readContract({ address: egg!, abi: eggAbi, functionName: 'firstEggId' })).toBe(
        BigInt(FIRST_EGG_ID_BY_NETWORK[key]),
      );
    }
    for (const key of KEYS) {
      const { DevRandomnessOracle: oracle, Drago: drago, Egg: egg } = deployed[key].contracts;
      const consumer = await clientOf(key).readContract({
        address: oracle!,
        abi: devRandomnessOracleAbi,
        functionName: 'CONSUMER_ROLE',
      });
      expect(await hasRole(key, oracle!, devRandomnessOracleAbi, consumer, drago!)).toBe(true);
      expect(
        await clientOf(key).readContract({
          address: drago!,
          abi: dragoAbi,
          functionName: 'randomnessOracle',
        }),
      ).toBe(oracle);
      expect(await hasRole(key, oracle!, devRandomnessOracleAbi, consumer, egg!)).toBe(true);
    }
    const ethereum = deployed.ethereum.contracts;
    const ethereumClient = clientOf('ethereum');
    expect(
      await ethereumClient.readContract({
        address: ethereum.GenesisEggGate!,
        abi: genesisEggGateAbi,
        functionName: 'egg',
      }),
    ).toBe(ethereum.Egg);
  });

  it('hatches an egg on Polygon and on Ethereum through that network’s Egg, Drago and oracle; genesis eggs only cross', async () => {
    const owner = devnetAccount(1).address;
    for (const key of ['polygon', 'ethereum'] as const) {
      const admin = clientOf(key);
      const holder = localClient(
        { rpcUrl: anvils[key]!.rpcUrl, chainId: CHAIN_IDS[key] },
        devnetAccount(1).privateKey,
      );
      const { DevRandomnessOracle: oracle, Drago: drago, Egg: egg } = deployed[key].contracts;
      const laid = parseEventLogs({
        abi: eggAbi,
        eventName: 'EggLaid',
        logs: (
          await sendCall(admin, { address: egg!, abi: eggAbi, functionName: 'layEgg', args: [owner, 0n, 0n] })
        ).logs,
      })[0]!;
      expect(laid.args.eggId).toBe(BigInt(FIRST_EGG_ID_BY_NETWORK[key]));
      // The deployer operates each chain's devnet oracle until the seed hands it to the API.
      const chainOracle = devOracle(admin, oracle!, `deploy test ${key}`);
      const seed = await chainOracle.commitSeed();
      const requested = parseEventLogs({
        abi: eggAbi,
        eventName: 'HatchRequested',
        logs: (
          await sendCall(holder, {
            address: egg!,
            abi: eggAbi,
            functionName: 'hatching',
            args: [laid.args.eggId],
          })
        ).logs,
      })[0]!;
      const fulfilled = await chainOracle.fulfil(requested.args.requestId, seed);
      expect(parseEventLogs({ abi: eggAbi, eventName: 'EggHatched', logs: fulfilled.logs })).toHaveLength(1);
      expect(
        await admin.readContract({
          address: drago!,
          abi: dragoAbi,
          functionName: 'ownerOf',
          args: [laid.args.eggId],
        }),
      ).toBe(owner);
    }
    // Ethereum has a Drago now, yet a genesis egg there still crosses to Arena-Z to hatch.
    const ethereum = deployed.ethereum.contracts;
    await sendCall(clientOf('ethereum'), {
      address: ethereum.Egg!,
      abi: eggAbi,
      functionName: 'mintGenesis',
      args: [owner, [10_001n]],
    });
    const holder = localClient(
      { rpcUrl: anvils.ethereum!.rpcUrl, chainId: CHAIN_IDS.ethereum },
      devnetAccount(1).privateKey,
    );
    expect(
      await revertOfCall(holder, {
        address: ethereum.Egg!,
        abi: eggAbi,
        functionName: 'hatching',
        args: [10_001n],
      }),
    ).toEqual({ errorName: 'GenesisEggHatchesOnArenaZ', args: [10_001n] });
  });

  it('wires DragoBreeding on Arena-Z: the chain’s Drago, Egg, A2Z and DST, the deployer as treasury, its roles', async () => {
    const arenaz = deployed.arenaz.contracts;
    const client = clientOf('arenaz');
    const read = <F extends 'drago' | 'egg' | 'a2z' | 'dst' | 'treasury'>(functionName: F) =>
      client.readContract({ address: arenaz.DragoBreeding!, abi: dragoBreedingAbi, functionName });
    expect([await read('drago'), await read('egg'), await read('a2z'), await read('dst')]).toEqual([
      arenaz.Drago,
      arenaz.Egg,
      arenaz.A2Z,
      arenaz.DST,
    ]);
    expect(await read('treasury')).toBe(devnetAccount(DEVNET_ROLES.deployer).address);
    const hasRole = (contract: Address, role: 'BREEDER_ROLE' | 'MINTER_ROLE') =>
      client.readContract(hasRoleCall(contract, role, arenaz.DragoBreeding!));
    expect(await hasRole(arenaz.Drago!, 'BREEDER_ROLE')).toBe(true);
    expect(await hasRole(arenaz.Egg!, 'MINTER_ROLE')).toBe(true);
  });

  it.each(KEYS)(
    'wires the %s bridge gateway: its assets, their roles and the documented routes only',
    async (key) => {
      const client = clientOf(key);
      const contracts = deployed[key].contracts;
      const gateway = contracts.BridgeGateway!;
      const read = <F extends 'drago' | 'dst' | 'loka' | 'wloka' | 'resource' | 'relayerSigner'>(
        functionName: F,
      ) => client.readContract({ address: gateway, abi: bridgeGatewayAbi, functionName });
      expect(await read('drago')).toBe(contracts.Drago);
      expect(await read('dst')).toBe(contracts.DST);
      expect(await read('loka')).toBe(contracts.LOKA ?? zeroAddress);
      expect(await read('wloka')).toBe(contracts.WLOKA ?? zeroAddress);
      expect(await read('resource')).toBe(contracts.Resource ?? zeroAddress);
      expect(await read('relayerSigner')).toBe(devnetAccount(DEVNET_ROLES.deployer).address);
      const has = (contract: Address | undefined, role: 'MINTER_ROLE' | 'BURNER_ROLE') =>
        contract ? client.readContract(hasRoleCall(contract, role, gateway)) : Promise.resolve(false);
      expect(await has(contracts.Drago, 'MINTER_ROLE')).toBe(true);
      for (const token of [contracts.DST, contracts.WLOKA, contracts.Resource].filter(Boolean)) {
        expect(await has(token, 'MINTER_ROLE')).toBe(true);
        expect(await has(token, 'BURNER_ROLE')).toBe(true);
      }
      // LOKA is locked, never minted or burned by the bridge.
      expect(await has(contracts.LOKA, 'MINTER_ROLE')).toBe(false);
      for (const kind of Object.keys(BRIDGE_KIND) as BridgeKind[]) {
        for (const target of KEYS) {
          const enabled = await client.readContract({
            address: gateway,
            abi: bridgeGatewayAbi,
            functionName: 'routeEnabled',
            args: [BRIDGE_KIND[kind], BigInt(CHAIN_IDS[target])],
          });
          expect(enabled, `${kind} ${key} → ${target}`).toBe(
            BRIDGE_ROUTES[key][kind]?.includes(target) ?? false,
          );
        }
      }
    },
  );

  it.each(KEYS)('leaves code at every %s address, from the start block on', async (key) => {
    const client = clientOf(key);
    const { contracts, startBlock } = deployed[key];
    expect(startBlock).toBeGreaterThan(0);
    for (const address of Object.values(contracts)) {
      expect((await client.getCode({ address }))?.length ?? 0).toBeGreaterThan(2);
      expect(await client.getCode({ address, blockNumber: BigInt(startBlock - 1) })).toBeUndefined();
    }
  });
});
