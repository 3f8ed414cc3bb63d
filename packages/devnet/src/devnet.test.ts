import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEMO_ACCOUNT_INDEXES,
  DEVNET_ORACLE_OPERATOR,
  DEVNET_RELAYER_SENDER,
  DEVNET_ROLES,
  devnetAccount,
} from '@kingdoms/contracts/accounts';
import { bridgeTypedData } from '@kingdoms/contracts/bridge';
import type { ChainEndpoint } from '@kingdoms/contracts/clients';
import { confirm, localClient } from '@kingdoms/contracts/clients';
import { type ContractName, contractOf } from '@kingdoms/contracts/contractOf';
import { loadPlan, planChain, verifyPlanOnChain } from '@kingdoms/contracts/deployRun';
import { RELAYER_SENDER_FUNDING } from '@kingdoms/contracts/features/bridge';
import { REWARD_PAYOUT_FUNDING } from '@kingdoms/contracts/features/pledging';
import { ORACLE_OPERATOR_FUNDING } from '@kingdoms/contracts/features/randomness';
import { DST_PAYOUT_FUNDING } from '@kingdoms/contracts/features/rental';
import { VESTING_FUNDING } from '@kingdoms/contracts/features/vesting';
import {
  a2zAbi,
  bridgeGatewayAbi,
  devRandomnessOracleAbi,
  dragoAbi,
  dragoBreedingAbi,
  eggAbi,
  goodsTicketAbi,
  mysteryBoxAbi,
  resourceAbi,
  rewardPayoutAbi,
  stakingAbi,
  stickerAbi,
  stickerMergeAbi,
  vestingAbi,
} from '@kingdoms/contracts/generated/abis';
import { devnetGovernanceCall } from '@kingdoms/contracts/governance';
import { freePort, isPortInUse } from '@kingdoms/contracts/ports';
import { readRoleHoldings } from '@kingdoms/contracts/roleAudit';
import { expectRevert } from '@kingdoms/contracts/testing/revert';
import { FIRST_EGG_ID_BY_NETWORK } from '@kingdoms/shared/api/dragos';
import { deploymentSchema } from '@kingdoms/shared/deployment';
import { BREED_RESULT, breedPriceBaseUnits, checkBreed } from '@kingdoms/shared/drago/breed';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { CONTINENT_MAX, CONTINENT_MIN, PODIUM_SIZE } from '@kingdoms/shared/staking';
import { type Address, encodeFunctionData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDevnet, startDevnet } from './devnet';
import { BRIDGE_LOKA_BACKING, SEEDED_LOKA_WITHDRAWAL, SEEDED_RESOURCES } from './scenarios/bridge';
import {
  FIRST_SEEDED_EGG_ID,
  SEEDED_BREED_PAIRS,
  SEEDED_DRAGOS,
  SEEDED_EGG_OWNERS,
  SEEDED_GENESIS_EGGS,
  SEEDED_NETWORK_EGG_OWNERS,
  seededDragoSummary,
  seededNetworkEggId,
} from './scenarios/dragos';
import { SEEDED_PLEDGES } from './scenarios/pledging';
import { SEEDED_MYSTERY_BOXES } from './scenarios/roulette';
import { SEEDED_STICKERS } from './scenarios/stickers';
import { SEED_TOKEN_AMOUNT } from './scenarios/wallets';

/** Sums SEEDED_PLEDGES by a key: what the chain must show per continent or per pledger. */
function pledgedBy(key: (pledge: (typeof SEEDED_PLEDGES)[number]) => string): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const pledge of SEEDED_PLEDGES) sums.set(key(pledge), (sums.get(key(pledge)) ?? 0n) + pledge.amount);
  return sums;
}
const byContinent = pledgedBy((pledge) => String(pledge.continent));
const byAccount = pledgedBy((pledge) => String(pledge.account));
const byStake = pledgedBy((pledge) => `${pledge.account}:${pledge.continent}`);

describe('SEEDED_PLEDGES', () => {
  it('fill the tables below the podium with distinct continent and pledger totals', () => {
    // The dashboard tables skip the top three: more than three of each leaves rows to show.
    expect(byContinent.size).toBeGreaterThanOrEqual(PODIUM_SIZE + 3);
    expect(byAccount.size).toBeGreaterThan(PODIUM_SIZE);
    // Distinct totals: no rank on the devnet depends on a tie-break rule.
    expect(new Set(byContinent.values()).size).toBe(byContinent.size);
    expect(new Set(byAccount.values()).size).toBe(byAccount.size);
    for (const continent of byContinent.keys()) {
      const stakes = [...byStake]
        .filter(([key]) => key.endsWith(`:${continent}`))
        .map(([, amount]) => amount);
      expect(new Set(stakes).size, `stakes in continent ${continent}`).toBe(stakes.length);
    }
  });

  it('come from demo accounts 4..8 only, into valid continents, each more than zero', () => {
    for (const pledge of SEEDED_PLEDGES) {
      expect([4, 5, 6, 7, 8]).toContain(pledge.account);
      expect(pledge.continent).toBeGreaterThanOrEqual(CONTINENT_MIN);
      expect(pledge.continent).toBeLessThanOrEqual(CONTINENT_MAX);
      expect(pledge.amount).toBeGreaterThan(0n);
    }
    const total = [...byAccount.values()].reduce((sum, amount) => sum + amount, 0n);
    expect(total).toBeLessThan(SEED_TOKEN_AMOUNT);
  });
});

async function freePorts(): Promise<Record<NetworkKey, number>> {
  return { ethereum: await freePort(), polygon: await freePort(), arenaz: await freePort() };
}

function occupy(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('startDevnet', () => {
  let outDir: string;
  let devnet: RunningDevnet;
  let ports: Record<NetworkKey, number>;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-devnet-'));
    ports = await freePorts();
    devnet = await startDevnet({
      ports,
      outDir,
      explorerBaseUrl: 'http://127.0.0.1:9999/explorer/',
      metadataOrigin: 'http://127.0.0.1:9999/',
    });
  });

  afterAll(async () => {
    await devnet?.stop();
    await rm(outDir, { recursive: true, force: true });
  });

  const client = (key: NetworkKey) => {
    const chain = devnet.deployment.chains[key];
    return localClient(chain, devnetAccount(DEVNET_ROLES.deployer).privateKey);
  };
  const contract = (key: NetworkKey, name: ContractName): Address =>
    contractOf(devnet.deployment, name, key).address;

  it('writes a deployment.json that validates and names the devnet chain ids and explorer links', async () => {
    expect(devnet.deploymentFile).toBe(path.join(outDir, 'deployment.json'));
    const onDisk = deploymentSchema.parse(JSON.parse(await readFile(devnet.deploymentFile, 'utf8')));
    expect(onDisk).toEqual(devnet.deployment);
    expect(onDisk.env).toBe('devnet');
    expect(onDisk.chains.ethereum.chainId).toBe(31337);
    expect(onDisk.chains.polygon.chainId).toBe(31338);
    expect(onDisk.chains.arenaz.chainId).toBe(31339);
    for (const key of NETWORK_KEYS) {
      expect(onDisk.chains[key].rpcUrl).toBe(`http://127.0.0.1:${ports[key]}`);
      expect(onDisk.chains[key].explorerUrl).toBe(`http://127.0.0.1:9999/explorer/${key}`);
    }
  });

  it("is the devnet plan deployed through the deploy command's code: its CREATE2 addresses, code, wiring and handover", async () => {
    const plan = loadPlan('devnet');
    const deployer = devnetAccount(DEVNET_ROLES.deployer).address;
    const endpoints = Object.fromEntries(
      NETWORK_KEYS.map((key) => [
        key,
        { rpcUrl: devnet.deployment.chains[key].rpcUrl, chainId: devnet.deployment.chains[key].chainId },
      ]),
    ) as Record<NetworkKey, ChainEndpoint>;
    for (const key of NETWORK_KEYS) {
      const planned = planChain(plan, key, deployer);
      expect(devnet.deployment.chains[key].contracts).toEqual({
        ...planned.contracts,
        Timelock: planned.timelock.create.address,
      });
    }
    expect(
      await verifyPlanOnChain({
        plan,
        deployer,
        endpoints,
      }),
    ).toEqual([]);
  });

  it.each(NETWORK_KEYS)('answers eth_chainId on the %s RPC url', async (key) => {
    expect(await client(key).getChainId()).toBe(devnet.deployment.chains[key].chainId);
  });

  it.each([
    ['ethereum', ['A2Z', 'LOKA', 'DST']],
    ['polygon', ['A2Z', 'WLOKA', 'DST']],
    ['arenaz', ['A2Z', 'DST']],
  ] as const)('funds demo accounts 1..8 with 1,000,000 of each token on %s', async (key, tokens) => {
    for (const token of tokens) {
      for (const index of DEMO_ACCOUNT_INDEXES) {
        const balance = await client(key).readContract({
          address: contract(key, token),
          abi: a2zAbi,
          functionName: 'balanceOf',
          args: [devnetAccount(index).address],
        });
        // The seeded pledges hold part of the pledgers' Ethereum A2Z; the seeded withdrawal burned some wLOKA.
        const pledged = key === 'ethereum' && token === 'A2Z' ? (byAccount.get(String(index)) ?? 0n) : 0n;
        const withdrawn =
          token === 'WLOKA' && index === SEEDED_LOKA_WITHDRAWAL.account ? SEEDED_LOKA_WITHDRAWAL.amount : 0n;
        expect(balance, `${token} of account ${index} on ${key}`).toBe(
          SEED_TOKEN_AMOUNT - pledged - withdrawn,
        );
      }
    }
    expect(SEED_TOKEN_AMOUNT).toBe(1_000_000n * 10n ** 18n);
  });

  it("hands every power to each chain's timelock after the seed: the deployer keeps none", async () => {
    const holdings = await readRoleHoldings(devnet.deployment);
    expect(holdings.filter((h) => h.label === 'deployer')).toEqual([]);
    // Every admin is the timelock; minters are the timelock or contracts (Egg, the gateways, the merge).
    const admins = holdings.filter((h) => h.power === 'DEFAULT_ADMIN_ROLE');
    expect(admins.length).toBeGreaterThan(20);
    expect(admins.filter((h) => h.label !== 'timelock')).toEqual([]);
    const minters = holdings.filter((h) => h.power === 'MINTER_ROLE');
    expect(minters.filter((h) => h.kind === 'EOA')).toEqual([]);
    for (const key of NETWORK_KEYS) {
      const guarded = holdings
        .filter((h) => h.network === key && h.power === 'GUARDIAN_ROLE')
        .map((h) => h.contract);
      expect(guarded).toContain('BridgeGateway');
    }
    expect(devnet.deployment.governance).toMatchObject({
      deployer: devnetAccount(DEVNET_ROLES.deployer).address,
      minDelaySeconds: 0,
      production: false,
    });
    // The devnet's tools act through the timelock at once (delay 0): a mint as the governance.
    const a2z = contractOf(devnet.deployment, 'A2Z', 'polygon');
    const receiver = devnetAccount(6).address;
    const before = await client('polygon').readContract({
      ...a2z,
      functionName: 'balanceOf',
      args: [receiver],
    });
    await devnetGovernanceCall(devnet.deployment.chains.polygon, {
      to: a2z.address,
      data: encodeFunctionData({ abi: a2z.abi, functionName: 'mint', args: [receiver, 5n] }),
    });
    expect(
      await client('polygon').readContract({ ...a2z, functionName: 'balanceOf', args: [receiver] }),
    ).toBe(before + 5n);
  });

  it('gives account 1 a full sticker set and account 2 types 1..3 only, on Polygon', async () => {
    const owned = async (index: number) =>
      client('polygon').readContract({
        address: contract('polygon', 'Sticker'),
        abi: stickerAbi,
        functionName: 'ownedTokens',
        args: [devnetAccount(index).address],
      });
    const types = (ids: readonly bigint[]) => [...new Set(ids.map((id) => Number(id % 1000n)))].sort();

    const full = await owned(DEVNET_ROLES.fullStickerSet);
    expect(full).toEqual(SEEDED_STICKERS[DEVNET_ROLES.fullStickerSet]);
    expect(types(full)).toEqual([1, 2, 3, 4, 5]);
    const partial = await owned(DEVNET_ROLES.partialStickerSet);
    expect(types(partial)).toEqual([1, 2, 3]);
    expect(await owned(3)).toEqual([]);
  });

  it('pledges SEEDED_PLEDGES on Ethereum: every stake and continent total, nothing else', async () => {
    const staking = contract('ethereum', 'Staking');
    const read = client('ethereum');
    for (const index of DEMO_ACCOUNT_INDEXES) {
      const stakes = await read.readContract({
        address: staking,
        abi: stakingAbi,
        functionName: 'allStakeOf',
        args: [devnetAccount(index).address],
      });
      const expected = stakes.map((_, i) => byStake.get(`${index}:${i + CONTINENT_MIN}`) ?? 0n);
      expect(stakes, `stakes of account ${index}`).toEqual(expected);
    }
    for (const pledge of SEEDED_PLEDGES) {
      expect(
        await read.readContract({
          address: staking,
          abi: stakingAbi,
          functionName: 'stakeOf',
          args: [devnetAccount(pledge.account).address, pledge.continent],
        }),
      ).toBe(byStake.get(`${pledge.account}:${pledge.continent}`));
    }
    for (let continent = CONTINENT_MIN; continent <= CONTINENT_MAX; continent += 1) {
      const total = await read.readContract({
        address: staking,
        abi: stakingAbi,
        functionName: 'continentTotal',
        args: [continent],
      });
      expect(total, `continent ${continent}`).toBe(byContinent.get(String(continent)) ?? 0n);
    }
    expect(
      await read.readContract({
        address: contract('ethereum', 'A2Z'),
        abi: a2zAbi,
        functionName: 'balanceOf',
        args: [staking],
      }),
    ).toBe([...byAccount.values()].reduce((sum, amount) => sum + amount, 0n));
  });

  it('emits the seeded Staked events after the start block, where the indexer begins', async () => {
    const events = await client('ethereum').getContractEvents({
      address: contract('ethereum', 'Staking'),
      abi: stakingAbi,
      eventName: 'Staked',
      fromBlock: BigInt(devnet.deployment.chains.ethereum.startBlock),
    });
    const seen = events.map(({ args }) => `${args.holder}:${args.continent}:${args.amount}`).sort();
    const seeded = SEEDED_PLEDGES.map(
      (pledge) => `${devnetAccount(pledge.account).address}:${pledge.continent}:${pledge.amount}`,
    ).sort();
    expect(seen).toEqual(seeded);
  });

  it('leaves no allowance to Staking: accounts 1..3 approved nothing, pledgers used theirs up', async () => {
    for (const index of DEMO_ACCOUNT_INDEXES) {
      const allowance = await client('ethereum').readContract({
        address: contract('ethereum', 'A2Z'),
        abi: a2zAbi,
        functionName: 'allowance',
        args: [devnetAccount(index).address, contract('ethereum', 'Staking')],
      });
      expect(allowance, `allowance of account ${index}`).toBe(0n);
    }
    // Account 3 is the e2e pledger: it must start with nothing pledged.
    for (const index of [1, 2, 3]) expect(byAccount.has(String(index))).toBe(false);
  });

  it('lets the reward payer pay from a RewardPayout funded with 1,000,000 A2Z on Polygon', async () => {
    const payout = contract('polygon', 'RewardPayout');
    const read = client('polygon');
    const payerRole = await read.readContract({
      address: payout,
      abi: rewardPayoutAbi,
      functionName: 'PAYER_ROLE',
    });
    expect(
      await read.readContract({
        address: payout,
        abi: rewardPayoutAbi,
        functionName: 'hasRole',
        args: [payerRole, devnetAccount(DEVNET_ROLES.rewardPayer).address],
      }),
    ).toBe(true);
    expect(
      await read.readContract({
        address: contract('polygon', 'A2Z'),
        abi: a2zAbi,
        functionName: 'balanceOf',
        args: [payout],
      }),
    ).toBe(REWARD_PAYOUT_FUNDING);
    expect(REWARD_PAYOUT_FUNDING).toBe(1_000_000n * 10n ** 18n);
    // The demo wallets cannot pay themselves.
    for (const index of DEMO_ACCOUNT_INDEXES) {
      expect(
        await read.readContract({
          address: payout,
          abi: rewardPayoutAbi,
          functionName: 'hasRole',
          args: [payerRole, devnetAccount(index).address],
        }),
      ).toBe(false);
    }
  });

  it('lets the reward payer pay rental profit from a DstPayout funded with 1,000,000 DST on Arena-Z', async () => {
    const payout = contract('arenaz', 'DstPayout');
    const read = client('arenaz');
    const payerRole = await read.readContract({
      address: payout,
      abi: rewardPayoutAbi,
      functionName: 'PAYER_ROLE',
    });
    expect(
      await read.readContract({
        address: payout,
        abi: rewardPayoutAbi,
        functionName: 'hasRole',
        args: [payerRole, devnetAccount(DEVNET_ROLES.rewardPayer).address],
      }),
    ).toBe(true);
    expect(await read.readContract({ address: payout, abi: rewardPayoutAbi, functionName: 'token' })).toBe(
      contract('arenaz', 'DST'),
    );
    expect(
      await read.readContract({
        address: contract('arenaz', 'DST'),
        abi: a2zAbi,
        functionName: 'balanceOf',
        args: [payout],
      }),
    ).toBe(DST_PAYOUT_FUNDING);
  });

  it('funds Vesting on Ethereum and lets it honour the API’s voucher key only', async () => {
    const vesting = contract('ethereum', 'Vesting');
    const read = client('ethereum');
    expect(await read.readContract({ address: vesting, abi: vestingAbi, functionName: 'signer' })).toBe(
      devnetAccount(DEVNET_ROLES.voucherSigner).address,
    );
    expect(await read.readContract({ address: vesting, abi: vestingAbi, functionName: 'paused' })).toBe(
      false,
    );
    expect(
      await read.readContract({
        address: contract('ethereum', 'A2Z'),
        abi: a2zAbi,
        functionName: 'balanceOf',
        args: [vesting],
      }),
    ).toBe(VESTING_FUNDING);
  });

  it('gives demo accounts 1–3 Drago Mystery Boxes on Polygon', async () => {
    const read = client('polygon');
    for (const [index, boxes] of Object.entries(SEEDED_MYSTERY_BOXES)) {
      expect(
        await read.readContract({
          address: contract('polygon', 'MysteryBox'),
          abi: mysteryBoxAbi,
          functionName: 'boxesOf',
          args: [devnetAccount(Number(index)).address],
        }),
      ).toBe(boxes);
    }
  });

  it('starts with no goods tickets, and lets the full-set account merge', async () => {
    const owner = localClient(
      devnet.deployment.chains.polygon,
      devnetAccount(DEVNET_ROLES.fullStickerSet).privateKey,
    );
    const tickets = () =>
      owner.readContract({
        address: contract('polygon', 'GoodsTicket'),
        abi: goodsTicketAbi,
        functionName: 'balanceOf',
        args: [owner.account.address, 1n],
      });
    expect(await tickets()).toBe(0n);
    // Merging is exercised in full by the contracts package; here it proves the devnet wiring.
    const hash = await owner.writeContract({
      address: contract('polygon', 'StickerMerge'),
      abi: stickerMergeAbi,
      functionName: 'merge',
      args: [[1001n, 1002n, 1003n, 1004n, 1005n]],
    });
    expect((await owner.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await tickets()).toBe(1n);
  });

  it('seeds the demo dragos with their genes and counts, eggs on Arena-Z and genesis eggs on Ethereum', async () => {
    for (const seeded of SEEDED_DRAGOS) {
      const read = client(seeded.network);
      const drago = contract(seeded.network, 'Drago');
      expect(
        await read.readContract({
          address: drago,
          abi: dragoAbi,
          functionName: 'ownerOf',
          args: [seeded.tokenId],
        }),
      ).toBe(devnetAccount(seeded.account).address);
      // tokenURI points at the API's metadata route, so wallets and marketplaces show the drago.
      expect(
        await read.readContract({
          address: drago,
          abi: dragoAbi,
          functionName: 'tokenURI',
          args: [seeded.tokenId],
        }),
      ).toBe(`http://127.0.0.1:9999/nft/api/drago/metadata/${seeded.tokenId}`);
      const [datas, breedCount, rehatchCount, parentA, parentB] = await read.readContract({
        address: drago,
        abi: dragoAbi,
        functionName: 'dragoOf',
        args: [seeded.tokenId],
      });
      expect({ datas: [...datas], breedCount, rehatchCount, parentA, parentB }).toEqual({
        datas: seeded.datas,
        breedCount: seeded.breedCount,
        rehatchCount: seeded.rehatchCount,
        parentA: seeded.parentA,
        parentB: seeded.parentB,
      });
    }
    const arenaz = SEEDED_DRAGOS.filter((d) => d.network === 'arenaz');
    // Every grade, a rehatch left, a breed count of 7, a parent/child and a sibling pair.
    expect(new Set(arenaz.map((d) => d.datas[0]))).toEqual(new Set([1, 2, 3]));
    expect(arenaz.some((d) => d.rehatchCount > 0)).toBe(true);
    expect(arenaz.some((d) => d.breedCount === 7)).toBe(true);
    const child = arenaz.find((d) => d.parentA !== 0n);
    expect(arenaz.some((d) => d.tokenId === child?.parentA && d.account === child.account)).toBe(true);
    expect(
      arenaz.filter((d) => d.parentA === child?.parentA && d.parentB === child?.parentB).length,
    ).toBeGreaterThan(1);

    const egg = contract('arenaz', 'Egg');
    for (const [i, owner] of SEEDED_EGG_OWNERS.entries()) {
      const eggId = FIRST_SEEDED_EGG_ID + BigInt(i);
      expect(
        await client('arenaz').readContract({
          address: egg,
          abi: eggAbi,
          functionName: 'ownerOf',
          args: [eggId],
        }),
      ).toBe(devnetAccount(owner).address);
      expect(
        (
          await client('arenaz').readContract({
            address: egg,
            abi: eggAbi,
            functionName: 'eggOf',
            args: [eggId],
          })
        )[0],
      ).toBe(0);
    }
    for (const [account, eggIds] of Object.entries(SEEDED_GENESIS_EGGS)) {
      for (const eggId of eggIds) {
        expect(
          await client('ethereum').readContract({
            address: contract('ethereum', 'Egg'),
            abi: eggAbi,
            functionName: 'ownerOf',
            args: [eggId],
          }),
        ).toBe(devnetAccount(Number(account)).address);
      }
    }
    expect(seededDragoSummary().filter((line) => line.startsWith('account'))).toHaveLength(3);
  });

  it.each(['polygon', 'ethereum'] as const)(
    'seeds one ready egg on %s for its own network’s hatch, from the network’s first egg id',
    async (network) => {
      const eggId = seededNetworkEggId(network);
      expect(eggId).toBe(BigInt(FIRST_EGG_ID_BY_NETWORK[network]));
      const read = client(network);
      const egg = contract(network, 'Egg');
      expect(
        await read.readContract({ address: egg, abi: eggAbi, functionName: 'ownerOf', args: [eggId] }),
      ).toBe(devnetAccount(SEEDED_NETWORK_EGG_OWNERS[network]).address);
      expect(
        (await read.readContract({ address: egg, abi: eggAbi, functionName: 'eggOf', args: [eggId] }))[0],
      ).toBe(0);
      // It hatches there: the network's Egg mints into the network's Drago through its oracle.
      expect(await read.readContract({ address: egg, abi: eggAbi, functionName: 'drago' })).toBe(
        contract(network, 'Drago'),
      );
      expect(await read.readContract({ address: egg, abi: eggAbi, functionName: 'randomnessOracle' })).toBe(
        contract(network, 'DevRandomnessOracle'),
      );
      expect(seededDragoSummary().join('\n')).toContain(`egg on ${network} #${eggId}`);
    },
  );

  it('lets the Dev wallet breed on Arena-Z: funds for several breeds, and each seeded pair gets its result', async () => {
    const read = client('arenaz');
    const breeding = contract('arenaz', 'DragoBreeding');
    const dev = devnetAccount(1).address;
    const seeded = (id: bigint) => {
      const drago = SEEDED_DRAGOS.find((d) => d.network === 'arenaz' && d.tokenId === id);
      if (drago?.account !== 1) throw new Error(`#${id} is not account 1's on Arena-Z`);
      return { tokenId: id, breedCount: drago.breedCount, parents: [drago.parentA, drago.parentB] as const };
    };
    // Five breeds at the highest step (10000 + 10000 A2Z, 25000 + 25000 DST) fit the seeded funds.
    const top = breedPriceBaseUnits({ breedCount: 6 }, { breedCount: 6 });
    for (const [token, price] of [
      ['A2Z', top.a2z],
      ['DST', top.dst],
    ] as const) {
      const balance = await read.readContract({
        address: contract('arenaz', token),
        abi: a2zAbi,
        functionName: 'balanceOf',
        args: [dev],
      });
      expect(balance).toBeGreaterThanOrEqual(5n * price);
    }
    const errors = {
      // Every rule passes; only the first A2Z approval is missing (the page asks for it).
      ok: 'ERC20InsufficientAllowance',
      sameParents: 'SameParents',
      parentChild: 'ParentChild',
      maxBreedCount: 'MaxBreedCount',
    } as const;
    for (const [result, [a, b]] of Object.entries(SEEDED_BREED_PAIRS)) {
      const key = result as keyof typeof SEEDED_BREED_PAIRS;
      expect(checkBreed(seeded(a), seeded(b)), result).toBe(BREED_RESULT[key]);
      const reverted = await expectRevert(
        read.simulateContract({
          account: dev,
          address: breeding,
          abi: [...dragoBreedingAbi, ...a2zAbi],
          functionName: 'breed',
          args: [a, b],
        }),
      );
      expect(reverted.errorName, result).toBe(errors[key]);
    }
    const [a2z, dst] = await read.readContract({
      address: breeding,
      abi: dragoBreedingAbi,
      functionName: 'getPrice',
      args: SEEDED_BREED_PAIRS.ok,
    });
    const [a, b] = SEEDED_BREED_PAIRS.ok.map(seeded);
    expect({ a2z, dst }).toEqual(breedPriceBaseUnits(a!, b!));
  });

  it.each(NETWORK_KEYS)(
    'funds the relayer sender on %s: an account of its own, apart from the payout key (account 9)',
    async (key) => {
      expect(DEVNET_RELAYER_SENDER.address).not.toBe(devnetAccount(DEVNET_ROLES.rewardPayer).address);
      expect(await client(key).getBalance({ address: DEVNET_RELAYER_SENDER.address })).toBe(
        RELAYER_SENDER_FUNDING,
      );
    },
  );

  it.each(NETWORK_KEYS)(
    'lets the oracle operator commit on %s; Arena-Z genesis deliveries take the API signer',
    async (key) => {
      const oracle = contract(key, 'DevRandomnessOracle');
      const read = client(key);
      const operatorRole = await read.readContract({
        address: oracle,
        abi: devRandomnessOracleAbi,
        functionName: 'OPERATOR_ROLE',
      });
      expect(
        await read.readContract({
          address: oracle,
          abi: devRandomnessOracleAbi,
          functionName: 'hasRole',
          args: [operatorRole, DEVNET_ORACLE_OPERATOR.address],
        }),
      ).toBe(true);
      expect(await read.getBalance({ address: DEVNET_ORACLE_OPERATOR.address })).toBe(
        ORACLE_OPERATOR_FUNDING,
      );
      if (key === 'arenaz') {
        expect(
          await read.readContract({
            address: contract(key, 'Egg'),
            abi: eggAbi,
            functionName: 'relayerSigner',
          }),
        ).toBe(devnetAccount(DEVNET_ROLES.voucherSigner).address);
      }
    },
  );

  it.each(NETWORK_KEYS)(
    'lets the %s bridge gateway trust the API’s relayer signer (the voucher key)',
    async (key) => {
      expect(
        await client(key).readContract({
          address: contract(key, 'BridgeGateway'),
          abi: bridgeGatewayAbi,
          functionName: 'relayerSigner',
        }),
      ).toBe(devnetAccount(DEVNET_ROLES.voucherSigner).address);
    },
  );

  it('backs the seeded wLOKA with LOKA locked in the Ethereum gateway', async () => {
    expect(
      await client('ethereum').readContract({
        address: contract('ethereum', 'LOKA'),
        abi: a2zAbi,
        functionName: 'balanceOf',
        args: [contract('ethereum', 'BridgeGateway')],
      }),
    ).toBe(BRIDGE_LOKA_BACKING);
    expect(BRIDGE_LOKA_BACKING).toBe(SEED_TOKEN_AMOUNT * 8n);
  });

  it('gives the demo accounts their resources on Arena-Z, readable with one resourcesOf call', async () => {
    for (const [index, ids] of Object.entries(SEEDED_RESOURCES)) {
      const [held, amounts] = await client('arenaz').readContract({
        address: contract('arenaz', 'Resource'),
        abi: resourceAbi,
        functionName: 'resourcesOf',
        args: [devnetAccount(Number(index)).address],
      });
      expect(
        [...held].sort((a, b) => Number(a - b)),
        `account ${index}`,
      ).toEqual([...ids]);
      expect(amounts.every((amount) => amount === 1n)).toBe(true);
    }
    expect(SEEDED_RESOURCES[1]!.length).toBeGreaterThan(10);
  });

  it('has made one LOKA withdrawal on Polygon (nonce 1) whose claim the relayer key can sign at once', async () => {
    const { account, amount, nonce } = SEEDED_LOKA_WITHDRAWAL;
    const polygon = devnet.deployment.chains.polygon;
    const withdrawals = await client('polygon').getContractEvents({
      address: contract('polygon', 'BridgeGateway'),
      abi: bridgeGatewayAbi,
      eventName: 'LokaWithdrawn',
      fromBlock: BigInt(polygon.startBlock),
    });
    const owner = devnetAccount(account).address;
    expect(withdrawals.map((log) => log.args)).toEqual([
      { nonce, sender: owner, receiver: owner, amount, targetChainId: 31337n },
    ]);
    const ethereumGateway = contract('ethereum', 'BridgeGateway');
    const transfer = { sourceChainId: BigInt(polygon.chainId), nonce, receiver: owner, amount };
    const signature = await privateKeyToAccount(
      devnetAccount(DEVNET_ROLES.voucherSigner).privateKey,
    ).signTypedData(
      bridgeTypedData(
        { chainId: devnet.deployment.chains.ethereum.chainId, gateway: ethereumGateway },
        { kind: 'LOKA', transfer },
      ),
    );
    // Simulated only: the claim stays open for whoever uses this devnet.
    const { result } = await localClient(
      devnet.deployment.chains.ethereum,
      devnetAccount(account).privateKey,
    ).simulateContract({
      address: ethereumGateway,
      abi: bridgeGatewayAbi,
      functionName: 'claim',
      args: [transfer, signature],
    });
    expect(result).toBeUndefined();
  });

  it('saves its state, and a devnet started from it is the same chains: blocks, logs, code, balances', async () => {
    const stateDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-devnet-state-'));
    const loadedOutDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-devnet-'));
    let loaded: RunningDevnet | undefined;
    try {
      await devnet.saveState(stateDir);
      const loadedPorts = await freePorts();
      loaded = await startDevnet({
        ports: loadedPorts,
        outDir: loadedOutDir,
        explorerBaseUrl: 'http://127.0.0.1:7777/explorer',
        metadataOrigin: 'http://127.0.0.1:7777',
        fromState: stateDir,
      });
      // The same deployment, on the new chains' ports and with the new explorer links.
      const onDisk = deploymentSchema.parse(JSON.parse(await readFile(loaded.deploymentFile, 'utf8')));
      expect(onDisk).toEqual(loaded.deployment);
      expect(loaded.deployment).toEqual({
        ...devnet.deployment,
        chains: Object.fromEntries(
          NETWORK_KEYS.map((key) => [
            key,
            {
              ...devnet.deployment.chains[key],
              rpcUrl: `http://127.0.0.1:${loadedPorts[key]}`,
              explorerUrl: `http://127.0.0.1:7777/explorer/${key}`,
            },
          ]),
        ),
      });
      for (const key of NETWORK_KEYS) {
        const saved = devnet.deployment.chains[key];
        const original = localClient(saved, devnetAccount(DEVNET_ROLES.deployer).privateKey);
        const copy = localClient(
          loaded.deployment.chains[key],
          devnetAccount(DEVNET_ROLES.deployer).privateKey,
        );
        // The saved chain's blocks, hashes included (the copy has mined its tokenURI call since).
        const savedLatest = await original.getBlock({ blockTag: 'latest' });
        const copyAtSaved = await copy.getBlock({ blockNumber: savedLatest.number });
        expect(copyAtSaved.hash, key).toBe(savedLatest.hash);
        // The blocks and logs from the start block on, which the API's indexer reads first.
        const startBlock = BigInt(saved.startBlock);
        expect((await copy.getBlock({ blockNumber: startBlock })).hash).toBe(
          (await original.getBlock({ blockNumber: startBlock })).hash,
        );
        const addresses = Object.values(saved.contracts) as Address[];
        const logsOf = async (client: typeof original) =>
          (
            await client.getLogs({ address: addresses, fromBlock: startBlock, toBlock: savedLatest.number })
          ).map((log) => [
            log.blockNumber,
            log.logIndex,
            log.transactionHash,
            log.address,
            log.topics,
            log.data,
          ]);
        const savedLogs = await logsOf(original);
        expect(savedLogs.length, `${key} seeded logs`).toBeGreaterThan(0);
        expect(await logsOf(copy)).toEqual(savedLogs);
        const firstLog = savedLogs[0];
        const receipt = await copy.getTransactionReceipt({ hash: firstLog?.[2] as `0x${string}` });
        expect(receipt.status).toBe('success');
        // Every contract's code, and the balances the seed left.
        for (const address of addresses) {
          expect(await copy.getCode({ address }), `${key} ${address}`).toBe(
            await original.getCode({ address }),
          );
        }
        const a2z = saved.contracts.A2Z as Address;
        for (const index of DEMO_ACCOUNT_INDEXES) {
          const account = devnetAccount(index).address;
          const balanceOf = (client: typeof original) =>
            client.readContract({ address: a2z, abi: a2zAbi, functionName: 'balanceOf', args: [account] });
          expect(await balanceOf(copy)).toBe(await balanceOf(original));
          expect(await copy.getBalance({ address: account })).toBe(
            await original.getBalance({ address: account }),
          );
        }
      }
      const a2zOnEthereum = contract('ethereum', 'A2Z');
      expect(
        await localClient(loaded.deployment.chains.ethereum, devnetAccount(1).privateKey).readContract({
          address: a2zOnEthereum,
          abi: a2zAbi,
          functionName: 'balanceOf',
          args: [devnetAccount(1).address],
        }),
      ).toBeGreaterThan(0n);
      // Drago's tokenURI names the new devnet's metadata origin there, the old one's here.
      const [seededDrago] = SEEDED_DRAGOS;
      if (!seededDrago) throw new Error('No seeded drago');
      const tokenUri = (chain: ChainEndpoint) =>
        localClient(chain, devnetAccount(DEVNET_ROLES.deployer).privateKey).readContract({
          address: contract(seededDrago.network, 'Drago'),
          abi: dragoAbi,
          functionName: 'tokenURI',
          args: [seededDrago.tokenId],
        });
      expect(await tokenUri(loaded.deployment.chains[seededDrago.network])).toBe(
        `http://127.0.0.1:7777/nft/api/drago/metadata/${seededDrago.tokenId}`,
      );
      expect(await tokenUri(devnet.deployment.chains[seededDrago.network])).toBe(
        `http://127.0.0.1:9999/nft/api/drago/metadata/${seededDrago.tokenId}`,
      );
      // Time goes on from the saved chain's: a new block is never older than the saved latest.
      const ethereum = localClient(loaded.deployment.chains.ethereum, devnetAccount(1).privateKey);
      const savedTime = (
        await localClient(devnet.deployment.chains.ethereum, devnetAccount(1).privateKey).getBlock()
      ).timestamp;
      await confirm(ethereum, await ethereum.sendTransaction({ to: devnetAccount(2).address, value: 1n }));
      expect((await ethereum.getBlock()).timestamp).toBeGreaterThanOrEqual(savedTime);
    } finally {
      await loaded?.stop();
      await rm(stateDir, { recursive: true, force: true });
      await rm(loadedOutDir, { recursive: true, force: true });
    }
  });

  it('stop() leaves no chain listening', async () => {
    await devnet.stop();
    for (const key of NETWORK_KEYS) expect(await isPortInUse(ports[key])).toBe(false);
  });
});

describe('startDevnet on a taken port', () => {
  it('fails with a clear message and stops the chains it had started', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-devnet-'));
    const ports = await freePorts();
    const blocker = await occupy(ports.polygon);
    try {
      await expect(startDevnet({ ports, outDir })).rejects.toThrow(
        `Port ${ports.polygon} is already in use (Polygon devnet chain). Set POLYGON_RPC_PORT to a free port.`,
      );
      expect(await isPortInUse(ports.ethereum)).toBe(false);
      expect(await isPortInUse(ports.arenaz)).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
