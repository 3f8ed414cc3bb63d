import { type Address, parseEther, parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { confirm, type LocalClient, localClient } from './clients';
import { type ChainContracts, type ContractName, deployContracts } from './deploy';
import { a2zAbi, dstAbi, goodsTicketAbi, stickerAbi, stickerMergeAbi, wlokaAbi } from './generated/abis';
import { freePort } from './ports';
import { expectRevert } from './testing/revert';

const GOODS_TICKET = 1n;

let anvil: RunningAnvil;
let polygon: ChainContracts;
let deployer: LocalClient;
let alice: LocalClient;
let bob: LocalClient;

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31338 });
  const endpoint = { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId };
  const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
  ({ polygon } = await deployContracts({ chains: { polygon: endpoint }, deployerKey }));
  deployer = localClient(endpoint, deployerKey);
  alice = localClient(endpoint, devnetAccount(1).privateKey);
  bob = localClient(endpoint, devnetAccount(2).privateKey);
});

afterAll(async () => {
  await anvil?.stop();
});

function address(name: ContractName): Address {
  const found = polygon.contracts[name];
  if (!found) throw new Error(`${name} is not deployed on Polygon`);
  return found;
}

async function mintStickers(to: Address, tokenIds: bigint[]): Promise<void> {
  await confirm(
    deployer,
    await deployer.writeContract({
      address: address('Sticker'),
      abi: stickerAbi,
      functionName: 'mintBatch',
      args: [to, tokenIds],
    }),
  );
}

async function ownedStickers(owner: Address): Promise<bigint[]> {
  return [
    ...(await deployer.readContract({
      address: address('Sticker'),
      abi: stickerAbi,
      functionName: 'ownedTokens',
      args: [owner],
    })),
  ];
}

async function ticketsOf(owner: Address): Promise<bigint> {
  return deployer.readContract({
    address: address('GoodsTicket'),
    abi: goodsTicketAbi,
    functionName: 'balanceOf',
    args: [owner, GOODS_TICKET],
  });
}

function simulateMerge(client: LocalClient, tokenIds: bigint[]) {
  return client.simulateContract({
    address: address('StickerMerge'),
    abi: stickerMergeAbi,
    functionName: 'merge',
    args: [tokenIds],
  });
}

describe('ERC-20 tokens', () => {
  it.each([
    ['A2Z', a2zAbi],
    ['WLOKA', wlokaAbi],
    ['DST', dstAbi],
  ] as const)('%s has 18 decimals and is minted by the minter role only', async (name, abi) => {
    const token = address(name);
    expect(await deployer.readContract({ address: token, abi, functionName: 'decimals' })).toBe(18);
    expect(await deployer.readContract({ address: token, abi, functionName: 'symbol' })).toBe(name);
    await confirm(
      deployer,
      await deployer.writeContract({
        address: token,
        abi,
        functionName: 'mint',
        args: [alice.account.address, parseEther('5')],
      }),
    );
    expect(
      await deployer.readContract({
        address: token,
        abi,
        functionName: 'balanceOf',
        args: [alice.account.address],
      }),
    ).toBe(parseEther('5'));

    const refused = await expectRevert(
      alice.simulateContract({
        address: token,
        abi,
        functionName: 'mint',
        args: [alice.account.address, 1n],
      }),
    );
    expect(refused.errorName).toBe('AccessControlUnauthorizedAccount');
    expect(refused.args[0]).toBe(alice.account.address);
  });
});

describe('Sticker', () => {
  it('lists a holder’s token ids with ownedTokens and reports type = id % 1000', async () => {
    const holder = devnetAccount(5).address;
    expect(await ownedStickers(holder)).toEqual([]);
    await mintStickers(holder, [5001n, 5002n, 6005n]);
    expect(await ownedStickers(holder)).toEqual([5001n, 5002n, 6005n]);
    const sticker = address('Sticker');
    expect(
      await deployer.readContract({
        address: sticker,
        abi: stickerAbi,
        functionName: 'stickerType',
        args: [6005n],
      }),
    ).toBe(5n);
  });

  it('refuses minting and burning without the roles', async () => {
    const sticker = address('Sticker');
    const mint = await expectRevert(
      alice.simulateContract({
        address: sticker,
        abi: stickerAbi,
        functionName: 'mint',
        args: [alice.account.address, 7001n],
      }),
    );
    expect(mint.errorName).toBe('AccessControlUnauthorizedAccount');
    await mintStickers(alice.account.address, [7001n]);
    // even the owner cannot burn directly: only the merge holds BURNER_ROLE
    const burn = await expectRevert(
      alice.simulateContract({ address: sticker, abi: stickerAbi, functionName: 'burn', args: [7001n] }),
    );
    expect(burn.errorName).toBe('AccessControlUnauthorizedAccount');
  });
});

describe('GoodsTicket', () => {
  it('can be minted only by the merge contract, not even by the deployer', async () => {
    const ticket = address('GoodsTicket');
    const refused = await expectRevert(
      deployer.simulateContract({
        address: ticket,
        abi: goodsTicketAbi,
        functionName: 'mint',
        args: [deployer.account.address, GOODS_TICKET, 1n],
      }),
    );
    expect(refused.errorName).toBe('AccessControlUnauthorizedAccount');
    const minterRole = await deployer.readContract({
      address: ticket,
      abi: goodsTicketAbi,
      functionName: 'MINTER_ROLE',
    });
    expect(
      await deployer.readContract({
        address: ticket,
        abi: goodsTicketAbi,
        functionName: 'hasRole',
        args: [minterRole, address('StickerMerge')],
      }),
    ).toBe(true);
  });
});

describe('StickerMerge.merge', () => {
  const fullSet = [11001n, 11002n, 11003n, 11004n, 11005n];

  it('burns one sticker of each type, mints one goods ticket and emits Merged', async () => {
    const owner = alice.account.address;
    await mintStickers(owner, [...fullSet, 12001n]);
    const before = await ticketsOf(owner);

    const { request } = await simulateMerge(alice, fullSet);
    const receipt = await confirm(alice, await alice.writeContract(request));

    const [merged] = parseEventLogs({ abi: stickerMergeAbi, eventName: 'Merged', logs: receipt.logs });
    expect(merged?.args).toEqual({ owner, tokenIds: fullSet });
    expect(await ticketsOf(owner)).toBe(before + 1n);
    const left = await ownedStickers(owner);
    for (const id of fullSet) expect(left).not.toContain(id);
    expect(left).toContain(12001n);
  });

  it.each([
    ['four stickers', [21001n, 21002n, 21003n, 21004n]],
    ['six stickers', [21001n, 21002n, 21003n, 21004n, 21005n, 22001n]],
    ['no stickers', []],
  ])('refuses %s with WrongStickerCount', async (_label, ids) => {
    await expect(expectRevert(simulateMerge(bob, ids))).resolves.toEqual({
      errorName: 'WrongStickerCount',
      args: [],
    });
  });

  it('refuses a set missing a type because another type repeats (DuplicateStickerType)', async () => {
    const ids = [31001n, 31002n, 31003n, 31004n, 32004n];
    await mintStickers(bob.account.address, ids);
    expect(await expectRevert(simulateMerge(bob, ids))).toEqual({
      errorName: 'DuplicateStickerType',
      args: [4n],
    });
  });

  it.each([0n, 6n])('refuses a sticker of type %s (InvalidStickerType)', async (kind) => {
    const odd = 41000n + kind;
    await mintStickers(bob.account.address, [odd]);
    const ids = [41001n, 41002n, 41003n, 41004n, odd];
    expect(await expectRevert(simulateMerge(bob, ids))).toEqual({
      errorName: 'InvalidStickerType',
      args: [odd],
    });
  });

  it('refuses stickers the sender does not own, and ids that do not exist (NotStickerOwner)', async () => {
    const ids = [51001n, 51002n, 51003n, 51004n, 51005n];
    await mintStickers(alice.account.address, ids);
    expect(await expectRevert(simulateMerge(bob, ids))).toEqual({
      errorName: 'NotStickerOwner',
      args: [51001n],
    });

    const mostly = [61001n, 61002n, 61003n, 61004n];
    await mintStickers(bob.account.address, mostly);
    expect(await expectRevert(simulateMerge(bob, [...mostly, 99005n]))).toEqual({
      errorName: 'NotStickerOwner',
      args: [99005n],
    });
  });

  it('cannot merge the same stickers twice (they are burned)', async () => {
    const ids = [71001n, 71002n, 71003n, 71004n, 71005n];
    await mintStickers(bob.account.address, ids);
    const { request } = await simulateMerge(bob, ids);
    await confirm(bob, await bob.writeContract(request));
    expect(await expectRevert(simulateMerge(bob, ids))).toEqual({
      errorName: 'NotStickerOwner',
      args: [71001n],
    });
  });
});
