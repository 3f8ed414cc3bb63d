import { type Address, type Hex, hashTypedData, keccak256, parseEther, toHex, zeroAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetAccount } from './accounts';
import {
  BRIDGE_KIND,
  type BridgeMessage,
  bridgeTypedData,
  type DragoTransfer,
  type ResourceTransfer,
  type TokenTransfer,
} from './bridge';
import type { LocalClient } from './clients';
import { asDragoDatas, uniformDatas } from './dragoGenes';
import { a2zAbi, bridgeGatewayAbi, dragoAbi, resourceAbi } from './generated/abis';
import {
  type AnyBridgeChain,
  type BridgeChain,
  type BridgeChains,
  gatewayEvents,
  RELAYER_KEY,
  receiveArgs,
  revertOf,
  send,
  signBridgeMessage,
  startBridgeChains,
} from './testing/bridgeChains';

const PLAYER = 1;
const STRANGER = 2;
const player = devnetAccount(PLAYER).address;
const stranger = devnetAccount(STRANGER).address;

let chains: BridgeChains;
let ethereum: BridgeChain<'ethereum'>;
let polygon: BridgeChain<'polygon'>;
let arenaz: BridgeChain<'arenaz'>;

beforeAll(async () => {
  chains = await startBridgeChains();
  ({ ethereum, polygon, arenaz } = chains);
});

afterAll(async () => {
  await chains?.stop();
});

const chainId = (chain: AnyBridgeChain) => BigInt(chain.endpoint.chainId);

function read<T>(client: LocalClient, call: Parameters<LocalClient['readContract']>[0]): Promise<T> {
  return client.readContract(call) as Promise<T>;
}

function balanceOf(chain: AnyBridgeChain, token: Address, owner: Address) {
  return read<bigint>(chain.admin, { address: token, abi: a2zAbi, functionName: 'balanceOf', args: [owner] });
}

function dragoOwner(chain: AnyBridgeChain, tokenId: bigint) {
  return read<Address>(chain.admin, {
    address: chain.contracts.Drago,
    abi: dragoAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  });
}

function dragoOf(chain: AnyBridgeChain, tokenId: bigint) {
  return read<readonly [readonly number[], number, number, bigint, bigint]>(chain.admin, {
    address: chain.contracts.Drago,
    abi: dragoAbi,
    functionName: 'dragoOf',
    args: [tokenId],
  });
}

function resourcesOf(chain: BridgeChain<'polygon'> | BridgeChain<'arenaz'>, owner: Address) {
  return read<readonly [readonly bigint[], readonly bigint[]]>(chain.admin, {
    address: chain.contracts.Resource,
    abi: resourceAbi,
    functionName: 'resourcesOf',
    args: [owner],
  });
}

/** `resourcesOf` as id → amount (the contract lists ids in no particular order). */
async function heldResources(chain: BridgeChain<'polygon'> | BridgeChain<'arenaz'>, owner: Address) {
  const [ids, amounts] = await resourcesOf(chain, owner);
  return Object.fromEntries(ids.map((id, i) => [id.toString(), amounts[i]]));
}

/** Sends a receive as `sender` (the relayer, or the user for claims and resources). */
function deliver(
  target: AnyBridgeChain,
  message: BridgeMessage,
  signature: Hex,
  sender: LocalClient = target.as(STRANGER),
) {
  const { functionName, args } = receiveArgs(target, message, signature);
  return send(sender, target.gateway, functionName, args);
}

function refusal(
  target: AnyBridgeChain,
  message: BridgeMessage,
  signature: Hex,
  sender: LocalClient = target.as(STRANGER),
) {
  const { functionName, args } = receiveArgs(target, message, signature);
  return revertOf(sender, target.gateway, functionName, args);
}

let nextDragoId = 31_101n;
async function mintDrago(
  chain: AnyBridgeChain,
  to: Address,
  options: { grade?: number; breedCount?: number; rehatchCount?: number; parents?: [bigint, bigint] } = {},
) {
  const tokenId = nextDragoId++;
  await send(chain.admin, chain.contracts.Drago, 'mint', [
    to,
    tokenId,
    asDragoDatas(uniformDatas(options.grade ?? 2, Number(tokenId % 50n))),
    options.parents?.[0] ?? 0n,
    options.parents?.[1] ?? 0n,
    options.breedCount ?? 0,
    options.rehatchCount ?? 1,
  ]);
  return tokenId;
}

/** The DragoTransfer messages of a send's receipt, as the relayer builds them from `DragoSent`. */
function dragoTransfers(receipt: Awaited<ReturnType<typeof send>>, sourceChainId: bigint): DragoTransfer[] {
  return gatewayEvents(receipt).flatMap((event) =>
    event.eventName === 'DragoSent'
      ? [
          {
            sourceChainId,
            nonce: event.args.nonce,
            tokenId: event.args.tokenId,
            receiver: event.args.receiver,
            datas: event.args.datas,
            breedCount: event.args.breedCount,
            rehatchCount: event.args.rehatchCount,
            parentA: event.args.parentA,
            parentB: event.args.parentB,
          },
        ]
      : [],
  );
}

/** The token transfer of a DstSent / LokaDeposited / LokaWithdrawn in a receipt. */
function tokenTransfer(receipt: Awaited<ReturnType<typeof send>>, sourceChainId: bigint): TokenTransfer {
  for (const event of gatewayEvents(receipt)) {
    if (
      event.eventName === 'DstSent' ||
      event.eventName === 'LokaDeposited' ||
      event.eventName === 'LokaWithdrawn'
    ) {
      return {
        sourceChainId,
        nonce: event.args.nonce,
        receiver: event.args.receiver,
        amount: event.args.amount,
      };
    }
  }
  throw new Error('no token send event');
}

describe('bridge messages (src/bridge.ts) match the gateway', () => {
  const drago: DragoTransfer = {
    sourceChainId: 31337n,
    nonce: 7n,
    tokenId: 31_001n,
    receiver: player,
    datas: asDragoDatas(uniformDatas(3, 5, 2)),
    breedCount: 3,
    rehatchCount: 1,
    parentA: 11n,
    parentB: 12n,
  };
  const token: TokenTransfer = {
    sourceChainId: 31338n,
    nonce: 9n,
    receiver: player,
    amount: parseEther('1.5'),
  };
  const resource: ResourceTransfer = {
    sourceChainId: 31339n,
    nonce: 4n,
    receiver: player,
    ids: [1001n, 2002n, 1001n],
  };

  it('hashes every message type as the contract does (EIP-712 domain "Kingdoms Bridge" 1, target chain and gateway)', async () => {
    const target = { chainId: arenaz.endpoint.chainId, gateway: arenaz.gateway };
    const digest = (functionName: string, args: readonly unknown[]) =>
      read<Hex>(arenaz.admin, {
        address: arenaz.gateway,
        abi: bridgeGatewayAbi,
        functionName,
        args,
      } as Parameters<LocalClient['readContract']>[0]);
    expect(await digest('dragoTransferDigest', [drago])).toBe(
      hashTypedData(bridgeTypedData(target, { kind: 'DRAGO', transfer: drago })),
    );
    expect(await digest('tokenTransferDigest', [BRIDGE_KIND.DST, token])).toBe(
      hashTypedData(bridgeTypedData(target, { kind: 'DST', transfer: token })),
    );
    expect(await digest('tokenTransferDigest', [BRIDGE_KIND.LOKA, token])).toBe(
      hashTypedData(bridgeTypedData(target, { kind: 'LOKA', transfer: token })),
    );
    expect(await digest('resourceTransferDigest', [resource])).toBe(
      hashTypedData(bridgeTypedData(target, { kind: 'RESOURCE', transfer: resource })),
    );
    // A DST message is not a LOKA message: the type name is part of the hash.
    expect(hashTypedData(bridgeTypedData(target, { kind: 'DST', transfer: token }))).not.toBe(
      hashTypedData(bridgeTypedData(target, { kind: 'LOKA', transfer: token })),
    );
  });
});

describe('DRAGO Ethereum → Arena-Z and Polygon → Arena-Z', () => {
  it('locks the drago on Ethereum and mints the same id with the same genes and counts on Arena-Z, once', async () => {
    const tokenId = await mintDrago(ethereum, player, {
      grade: 3,
      breedCount: 2,
      rehatchCount: 0,
      parents: [5n, 6n],
    });
    const before = await dragoOf(ethereum, tokenId);
    const owner = ethereum.as(PLAYER);
    // The gateway takes dragos only with the owner's approval.
    expect(
      await revertOf(owner, ethereum.gateway, 'sendDragos', [[tokenId], player, chainId(arenaz)]),
    ).toMatchObject({ errorName: 'ERC721InsufficientApproval' });
    await send(owner, ethereum.contracts.Drago, 'setApprovalForAll', [ethereum.gateway, true]);
    const nonceBefore = await read<bigint>(ethereum.admin, {
      address: ethereum.gateway,
      abi: bridgeGatewayAbi,
      functionName: 'nonceCount',
    });
    const receipt = await send(owner, ethereum.gateway, 'sendDragos', [[tokenId], player, chainId(arenaz)]);
    const [transfer] = dragoTransfers(receipt, chainId(ethereum));
    if (!transfer) throw new Error('no DragoSent');
    expect(transfer).toEqual({
      sourceChainId: chainId(ethereum),
      nonce: nonceBefore + 1n,
      tokenId,
      receiver: player,
      datas: before[0],
      breedCount: 2,
      rehatchCount: 0,
      parentA: 5n,
      parentB: 6n,
    });
    const sent = gatewayEvents(receipt).find((e) => e.eventName === 'DragoSent');
    expect(sent?.eventName === 'DragoSent' && sent.args.sender).toBe(player);
    expect(sent?.eventName === 'DragoSent' && sent.args.targetChainId).toBe(chainId(arenaz));
    expect(await dragoOwner(ethereum, tokenId)).toBe(ethereum.gateway);

    const message = { kind: 'DRAGO', transfer } as const;
    const signature = await signBridgeMessage(arenaz, message);
    const delivered = gatewayEvents(await deliver(arenaz, message, signature)).find(
      (e) => e.eventName === 'DragoReceived',
    );
    expect(delivered?.args).toEqual({
      sourceChainId: chainId(ethereum),
      nonce: transfer.nonce,
      tokenId,
      receiver: player,
      minted: true,
    });
    expect(await dragoOwner(arenaz, tokenId)).toBe(player);
    expect(await dragoOf(arenaz, tokenId)).toEqual(before);
    expect(
      await read<boolean>(arenaz.admin, {
        address: arenaz.gateway,
        abi: bridgeGatewayAbi,
        functionName: 'nonceUsed',
        args: [chainId(ethereum), transfer.nonce],
      }),
    ).toBe(true);
    // Double receive (the relayer retrying, or anyone replaying the signature).
    expect(await refusal(arenaz, message, signature)).toEqual({
      errorName: 'NonceUsed',
      args: [chainId(ethereum), transfer.nonce],
    });
  });

  it('sends several dragos in one transaction, one nonce each, and delivers each on its own', async () => {
    const ids = [await mintDrago(polygon, player), await mintDrago(polygon, player)];
    const owner = polygon.as(PLAYER);
    await send(owner, polygon.contracts.Drago, 'setApprovalForAll', [polygon.gateway, true]);
    const transfers = dragoTransfers(
      await send(owner, polygon.gateway, 'sendDragos', [ids, player, chainId(arenaz)]),
      chainId(polygon),
    );
    expect(transfers.map((t) => t.tokenId)).toEqual(ids);
    expect(transfers[1]!.nonce).toBe(transfers[0]!.nonce + 1n);
    for (const transfer of transfers) {
      const message = { kind: 'DRAGO', transfer } as const;
      await deliver(arenaz, message, await signBridgeMessage(arenaz, message));
      expect(await dragoOwner(arenaz, transfer.tokenId)).toBe(player);
    }
  });

  it('keys used nonces by source chain: the same nonce number from Ethereum and from Polygon both deliver', async () => {
    const nonce = 900n;
    for (const source of [ethereum, polygon]) {
      const transfer: DragoTransfer = {
        sourceChainId: chainId(source),
        nonce,
        tokenId: nextDragoId++,
        receiver: player,
        datas: asDragoDatas(uniformDatas(1, 3)),
        breedCount: 0,
        rehatchCount: 1,
        parentA: 0n,
        parentB: 0n,
      };
      const message = { kind: 'DRAGO', transfer } as const;
      await deliver(arenaz, message, await signBridgeMessage(arenaz, message));
    }
  });

  it('unlocks instead of minting when a drago comes back: Arena-Z → Ethereum → Arena-Z', async () => {
    const tokenId = await mintDrago(ethereum, player);
    const owner = ethereum.as(PLAYER);
    await send(owner, ethereum.contracts.Drago, 'setApprovalForAll', [ethereum.gateway, true]);
    const [out] = dragoTransfers(
      await send(owner, ethereum.gateway, 'sendDragos', [[tokenId], player, chainId(arenaz)]),
      chainId(ethereum),
    );
    await deliver(
      arenaz,
      { kind: 'DRAGO', transfer: out! },
      await signBridgeMessage(arenaz, { kind: 'DRAGO', transfer: out! }),
    );

    // Back to Ethereum: locked on Arena-Z, unlocked (not minted) on Ethereum.
    const arenaOwner = arenaz.as(PLAYER);
    await send(arenaOwner, arenaz.contracts.Drago, 'setApprovalForAll', [arenaz.gateway, true]);
    const [back] = dragoTransfers(
      await send(arenaOwner, arenaz.gateway, 'sendDragos', [[tokenId], stranger, chainId(ethereum)]),
      chainId(arenaz),
    );
    expect(await dragoOwner(arenaz, tokenId)).toBe(arenaz.gateway);
    const backMessage = { kind: 'DRAGO', transfer: back! } as const;
    const unlocked = gatewayEvents(
      await deliver(ethereum, backMessage, await signBridgeMessage(ethereum, backMessage)),
    ).find((e) => e.eventName === 'DragoReceived');
    expect(unlocked?.eventName === 'DragoReceived' && unlocked.args.minted).toBe(false);
    expect(await dragoOwner(ethereum, tokenId)).toBe(stranger);

    // And over again: Arena-Z's gateway still holds it, so it is unlocked there too.
    const strangerOwner = ethereum.as(STRANGER);
    await send(strangerOwner, ethereum.contracts.Drago, 'setApprovalForAll', [ethereum.gateway, true]);
    const [again] = dragoTransfers(
      await send(strangerOwner, ethereum.gateway, 'sendDragos', [[tokenId], stranger, chainId(arenaz)]),
      chainId(ethereum),
    );
    const againMessage = { kind: 'DRAGO', transfer: again! } as const;
    const relocked = gatewayEvents(
      await deliver(arenaz, againMessage, await signBridgeMessage(arenaz, againMessage)),
    ).find((e) => e.eventName === 'DragoReceived');
    expect(relocked?.eventName === 'DragoReceived' && relocked.args.minted).toBe(false);
    expect(await dragoOwner(arenaz, tokenId)).toBe(stranger);
  });

  it('refuses: a drago that is not the sender’s, an empty list, a route not opened, a zero receiver, a pending rehatch', async () => {
    const tokenId = await mintDrago(polygon, player, { rehatchCount: 1 });
    await send(polygon.as(STRANGER), polygon.contracts.Drago, 'setApprovalForAll', [polygon.gateway, true]);
    expect(
      await revertOf(polygon.as(STRANGER), polygon.gateway, 'sendDragos', [
        [tokenId],
        stranger,
        chainId(arenaz),
      ]),
    ).toMatchObject({ errorName: 'ERC721IncorrectOwner' });
    const owner = polygon.as(PLAYER);
    await send(owner, polygon.contracts.Drago, 'setApprovalForAll', [polygon.gateway, true]);
    expect(await revertOf(owner, polygon.gateway, 'sendDragos', [[], player, chainId(arenaz)])).toEqual({
      errorName: 'EmptyTransfer',
      args: [],
    });
    // Polygon → Ethereum is no drago route (spec 3: dragos go to Arena-Z).
    expect(
      await revertOf(owner, polygon.gateway, 'sendDragos', [[tokenId], player, chainId(ethereum)]),
    ).toEqual({
      errorName: 'RouteDisabled',
      args: [BRIDGE_KIND.DRAGO, chainId(ethereum)],
    });
    expect(
      await revertOf(owner, polygon.gateway, 'sendDragos', [[tokenId], zeroAddress, chainId(arenaz)]),
    ).toEqual({
      errorName: 'ZeroAddress',
      args: [],
    });
    // A rehatch in flight would change the genes after they were sent.
    const oracle = polygon.contracts.DevRandomnessOracle;
    await send(polygon.admin, oracle, 'commit', [[keccak256(keccak256(toHex('bridge rehatch')))]]);
    await send(owner, polygon.contracts.Drago, 'rehatching', [tokenId]);
    expect(
      await revertOf(owner, polygon.gateway, 'sendDragos', [[tokenId], player, chainId(arenaz)]),
    ).toEqual({
      errorName: 'DragoRehatching',
      args: [tokenId],
    });
  });

  it('refuses a message for an id someone else already holds on the target', async () => {
    const tokenId = await mintDrago(arenaz, stranger);
    const transfer: DragoTransfer = {
      sourceChainId: chainId(polygon),
      nonce: 901n,
      tokenId,
      receiver: player,
      datas: asDragoDatas(uniformDatas(1, 4)),
      breedCount: 0,
      rehatchCount: 1,
      parentA: 0n,
      parentB: 0n,
    };
    const message = { kind: 'DRAGO', transfer } as const;
    expect(await refusal(arenaz, message, await signBridgeMessage(arenaz, message))).toEqual({
      errorName: 'AlreadyMinted',
      args: [tokenId],
    });
  });
});

describe('relayer signatures', () => {
  const transfer: TokenTransfer = { sourceChainId: 31338n, nonce: 5_000n, receiver: player, amount: 10n };
  const message = { kind: 'DST', transfer } as const;

  it('refuses a wrong signer, a tampered message, another gateway’s or chain’s signature, another kind’s, garbage', async () => {
    const wrongKey = devnetAccount(STRANGER).privateKey;
    expect(await refusal(arenaz, message, await signBridgeMessage(arenaz, message, wrongKey))).toEqual({
      errorName: 'InvalidSigner',
      args: [stranger],
    });
    const signature = await signBridgeMessage(arenaz, message);
    const tampered = { kind: 'DST', transfer: { ...transfer, amount: 11n } } as const;
    expect(await refusal(arenaz, tampered, signature)).toMatchObject({ errorName: 'InvalidSigner' });
    // Signed for Polygon's gateway (another chain id and contract), delivered on Arena-Z.
    const forPolygon = await signBridgeMessage(polygon, message);
    expect(await refusal(arenaz, message, forPolygon)).toMatchObject({ errorName: 'InvalidSigner' });
    // A DST signature is no LOKA message.
    const asLoka = { kind: 'LOKA', transfer } as const;
    expect(await refusal(polygon, asLoka, await signBridgeMessage(polygon, message))).toMatchObject({
      errorName: 'InvalidSigner',
    });
    expect(await refusal(arenaz, message, '0x1234')).toEqual({
      errorName: 'InvalidSigner',
      args: [zeroAddress],
    });
    // Nothing was delivered by any of these.
    expect(
      await read<boolean>(arenaz.admin, {
        address: arenaz.gateway,
        abi: bridgeGatewayAbi,
        functionName: 'nonceUsed',
        args: [transfer.sourceChainId, transfer.nonce],
      }),
    ).toBe(false);
  });

  it('follows a rotated signer (admin only): the old key stops working, the new one works', async () => {
    const rotated = devnetAccount(7);
    expect(await revertOf(arenaz.as(STRANGER), arenaz.gateway, 'setRelayerSigner', [stranger])).toMatchObject(
      {
        errorName: 'AccessControlUnauthorizedAccount',
      },
    );
    await send(arenaz.admin, arenaz.gateway, 'setRelayerSigner', [rotated.address]);
    try {
      expect(await refusal(arenaz, message, await signBridgeMessage(arenaz, message))).toEqual({
        errorName: 'InvalidSigner',
        args: [privateKeyToAccount(RELAYER_KEY).address],
      });
      await deliver(arenaz, message, await signBridgeMessage(arenaz, message, rotated.privateKey));
    } finally {
      await send(arenaz.admin, arenaz.gateway, 'setRelayerSigner', [
        privateKeyToAccount(RELAYER_KEY).address,
      ]);
    }
  });

  it('stops sends and receives while paused (admin only)', async () => {
    expect(await revertOf(arenaz.as(STRANGER), arenaz.gateway, 'pause', [])).toMatchObject({
      errorName: 'AccessControlUnauthorizedAccount',
    });
    await send(arenaz.admin, arenaz.gateway, 'pause', []);
    try {
      const paused = { kind: 'DST', transfer: { ...transfer, nonce: 5_001n } } as const;
      expect(await refusal(arenaz, paused, await signBridgeMessage(arenaz, paused))).toEqual({
        errorName: 'EnforcedPause',
        args: [],
      });
      expect(
        await revertOf(arenaz.as(PLAYER), arenaz.gateway, 'sendDst', [1n, player, chainId(polygon)]),
      ).toEqual({ errorName: 'EnforcedPause', args: [] });
    } finally {
      await send(arenaz.admin, arenaz.gateway, 'unpause', []);
    }
  });
});

describe('DST Polygon ⇄ Arena-Z', () => {
  it('burns on the source without an approval and mints on the target, both ways, once per nonce', async () => {
    const amount = parseEther('12.5');
    await send(polygon.admin, polygon.contracts.DST, 'mint', [player, amount]);
    const polygonBefore = await balanceOf(polygon, polygon.contracts.DST, player);
    const arenaBefore = await balanceOf(arenaz, arenaz.contracts.DST, player);
    const supplyBefore = await read<bigint>(polygon.admin, {
      address: polygon.contracts.DST,
      abi: a2zAbi,
      functionName: 'totalSupply',
    });
    const out = tokenTransfer(
      await send(polygon.as(PLAYER), polygon.gateway, 'sendDst', [amount, player, chainId(arenaz)]),
      chainId(polygon),
    );
    expect(out).toMatchObject({ receiver: player, amount });
    expect(await balanceOf(polygon, polygon.contracts.DST, player)).toBe(polygonBefore - amount);
    expect(
      await read<bigint>(polygon.admin, {
        address: polygon.contracts.DST,
        abi: a2zAbi,
        functionName: 'totalSupply',
      }),
    ).toBe(supplyBefore - amount);
    const message = { kind: 'DST', transfer: out } as const;
    const signature = await signBridgeMessage(arenaz, message);
    const received = gatewayEvents(await deliver(arenaz, message, signature)).find(
      (e) => e.eventName === 'DstReceived',
    );
    expect(received?.args).toEqual({
      sourceChainId: chainId(polygon),
      nonce: out.nonce,
      receiver: player,
      amount,
    });
    expect(await balanceOf(arenaz, arenaz.contracts.DST, player)).toBe(arenaBefore + amount);
    expect(await refusal(arenaz, message, signature)).toEqual({
      errorName: 'NonceUsed',
      args: [chainId(polygon), out.nonce],
    });

    // Tab 3: Arena-Z → Polygon.
    const back = tokenTransfer(
      await send(arenaz.as(PLAYER), arenaz.gateway, 'sendDst', [amount, player, chainId(polygon)]),
      chainId(arenaz),
    );
    expect(await balanceOf(arenaz, arenaz.contracts.DST, player)).toBe(arenaBefore);
    const backMessage = { kind: 'DST', transfer: back } as const;
    await deliver(polygon, backMessage, await signBridgeMessage(polygon, backMessage));
    expect(await balanceOf(polygon, polygon.contracts.DST, player)).toBe(polygonBefore);
  });

  it('refuses zero, more than the balance, Ethereum (no DST route) and a direct bridgeBurn by anyone else', async () => {
    const owner = polygon.as(STRANGER);
    expect(await revertOf(owner, polygon.gateway, 'sendDst', [0n, stranger, chainId(arenaz)])).toEqual({
      errorName: 'ZeroAmount',
      args: [],
    });
    const balance = await balanceOf(polygon, polygon.contracts.DST, stranger);
    expect(
      await revertOf(owner, polygon.gateway, 'sendDst', [balance + 1n, stranger, chainId(arenaz)]),
    ).toMatchObject({
      errorName: 'ERC20InsufficientBalance',
    });
    expect(
      await revertOf(ethereum.as(PLAYER), ethereum.gateway, 'sendDst', [1n, player, chainId(arenaz)]),
    ).toEqual({
      errorName: 'RouteDisabled',
      args: [BRIDGE_KIND.DST, chainId(arenaz)],
    });
    expect(await revertOf(owner, polygon.contracts.DST, 'bridgeBurn', [player, 1n])).toMatchObject({
      errorName: 'AccessControlUnauthorizedAccount',
    });
  });
});

describe('LOKA (Ethereum) ⇄ wLOKA (Polygon)', () => {
  it('deposit: needs the approval, locks LOKA on Ethereum; the relayer mints as much wLOKA on Polygon, once', async () => {
    const amount = parseEther('40');
    await send(ethereum.admin, ethereum.contracts.LOKA, 'mint', [player, amount]);
    const owner = ethereum.as(PLAYER);
    expect(
      await revertOf(owner, ethereum.gateway, 'deposit', [amount, player, chainId(polygon)]),
    ).toMatchObject({
      errorName: 'ERC20InsufficientAllowance',
    });
    await send(owner, ethereum.contracts.LOKA, 'approve', [ethereum.gateway, amount]);
    const lokaBefore = await balanceOf(ethereum, ethereum.contracts.LOKA, player);
    const lockedBefore = await balanceOf(ethereum, ethereum.contracts.LOKA, ethereum.gateway);
    const wlokaBefore = await balanceOf(polygon, polygon.contracts.WLOKA, player);
    const receipt = await send(owner, ethereum.gateway, 'deposit', [amount, player, chainId(polygon)]);
    expect(gatewayEvents(receipt).map((e) => e.eventName)).toEqual(['LokaDeposited']);
    const deposit = tokenTransfer(receipt, chainId(ethereum));
    expect(await balanceOf(ethereum, ethereum.contracts.LOKA, player)).toBe(lokaBefore - amount);
    expect(await balanceOf(ethereum, ethereum.contracts.LOKA, ethereum.gateway)).toBe(lockedBefore + amount);

    const message = { kind: 'LOKA', transfer: deposit } as const;
    const signature = await signBridgeMessage(polygon, message);
    const received = gatewayEvents(await deliver(polygon, message, signature)).find(
      (e) => e.eventName === 'LokaReceived',
    );
    expect(received?.args).toEqual({
      sourceChainId: chainId(ethereum),
      nonce: deposit.nonce,
      receiver: player,
      amount,
    });
    expect(await balanceOf(polygon, polygon.contracts.WLOKA, player)).toBe(wlokaBefore + amount);
    expect(await refusal(polygon, message, signature)).toEqual({
      errorName: 'NonceUsed',
      args: [chainId(ethereum), deposit.nonce],
    });
    expect(await revertOf(owner, ethereum.gateway, 'deposit', [0n, player, chainId(polygon)])).toEqual({
      errorName: 'ZeroAmount',
      args: [],
    });
  });

  it('withdraw burns wLOKA on Polygon without an approval; the user claims the LOKA on Ethereum once', async () => {
    const amount = parseEther('15');
    // LOKA locked by an earlier deposit backs the claim.
    await send(ethereum.admin, ethereum.contracts.LOKA, 'mint', [ethereum.gateway, amount]);
    await send(polygon.admin, polygon.contracts.WLOKA, 'mint', [player, amount]);
    const wlokaBefore = await balanceOf(polygon, polygon.contracts.WLOKA, player);
    const receipt = await send(polygon.as(PLAYER), polygon.gateway, 'withdraw', [
      amount,
      player,
      chainId(ethereum),
    ]);
    expect(gatewayEvents(receipt).map((e) => e.eventName)).toEqual(['LokaWithdrawn']);
    const withdrawal = tokenTransfer(receipt, chainId(polygon));
    expect(await balanceOf(polygon, polygon.contracts.WLOKA, player)).toBe(wlokaBefore - amount);

    // The API signs once the checkpoint delay has passed; the user sends the claim.
    const message = { kind: 'LOKA', transfer: withdrawal } as const;
    const signature = await signBridgeMessage(ethereum, message);
    const lokaBefore = await balanceOf(ethereum, ethereum.contracts.LOKA, player);
    const claimer = ethereum.as(PLAYER);
    const claimed = gatewayEvents(await deliver(ethereum, message, signature, claimer)).find(
      (e) => e.eventName === 'LokaClaimed',
    );
    expect(claimed?.args).toEqual({
      sourceChainId: chainId(polygon),
      nonce: withdrawal.nonce,
      receiver: player,
      amount,
    });
    expect(await balanceOf(ethereum, ethereum.contracts.LOKA, player)).toBe(lokaBefore + amount);
    // Claim twice.
    expect(await refusal(ethereum, message, signature, claimer)).toEqual({
      errorName: 'NonceUsed',
      args: [chainId(polygon), withdrawal.nonce],
    });
  });

  it('keeps each side to its chain: no deposit or claim on Polygon, no withdraw or receiveLoka on Ethereum', async () => {
    const transfer: TokenTransfer = { sourceChainId: 31338n, nonce: 7_000n, receiver: player, amount: 1n };
    const signature = await signBridgeMessage(polygon, { kind: 'LOKA', transfer });
    const unsupported = { errorName: 'Unsupported', args: [BRIDGE_KIND.LOKA] };
    expect(
      await revertOf(polygon.as(PLAYER), polygon.gateway, 'deposit', [1n, player, chainId(ethereum)]),
    ).toEqual(unsupported);
    expect(await revertOf(polygon.as(PLAYER), polygon.gateway, 'claim', [transfer, signature])).toEqual(
      unsupported,
    );
    expect(
      await revertOf(ethereum.as(PLAYER), ethereum.gateway, 'withdraw', [1n, player, chainId(polygon)]),
    ).toEqual(unsupported);
    expect(
      await revertOf(ethereum.as(PLAYER), ethereum.gateway, 'receiveLoka', [transfer, signature]),
    ).toEqual(unsupported);
  });
});

describe('RESOURCE Arena-Z → Polygon', () => {
  it('lists a wallet’s resource ids with one call, following mints, transfers and burns', async () => {
    await send(arenaz.admin, arenaz.contracts.Resource, 'mint', [stranger, [5001n, 5002n], [1n, 3n]]);
    expect(await heldResources(arenaz, stranger)).toEqual({ '5001': 1n, '5002': 3n });
    await send(arenaz.as(STRANGER), arenaz.contracts.Resource, 'safeTransferFrom', [
      stranger,
      player,
      5002n,
      3n,
      '0x',
    ]);
    expect(await heldResources(arenaz, stranger)).toEqual({ '5001': 1n });
    expect(await heldResources(arenaz, player)).toMatchObject({ '5002': 3n });
    expect(
      await read<bigint>(arenaz.admin, {
        address: arenaz.contracts.Resource,
        abi: resourceAbi,
        functionName: 'itemCodeOf',
        args: [5002n],
      }),
    ).toBe(2n);
    expect(await resourcesOf(arenaz, devnetAccount(6).address)).toEqual([[], []]);
  });

  it('burns one of each sent id on Arena-Z; the user receives them on Polygon with the signature, once', async () => {
    await send(arenaz.admin, arenaz.contracts.Resource, 'mint', [
      player,
      [1001n, 2002n, 3003n],
      [1n, 1n, 2n],
    ]);
    const receipt = await send(arenaz.as(PLAYER), arenaz.gateway, 'sendResources', [
      [1001n, 3003n],
      player,
      chainId(polygon),
    ]);
    const sent = gatewayEvents(receipt).find((e) => e.eventName === 'ResourcesSent');
    if (sent?.eventName !== 'ResourcesSent') throw new Error('no ResourcesSent');
    expect(sent.args).toMatchObject({
      sender: player,
      receiver: player,
      targetChainId: chainId(polygon),
      ids: [1001n, 3003n],
    });
    const held = await heldResources(arenaz, player);
    expect(held['1001']).toBeUndefined();
    expect(held['2002']).toBe(1n);
    expect(held['3003']).toBe(1n);

    const transfer: ResourceTransfer = {
      sourceChainId: chainId(arenaz),
      nonce: sent.args.nonce,
      receiver: sent.args.receiver,
      ids: sent.args.ids,
    };
    const message = { kind: 'RESOURCE', transfer } as const;
    const signature = await signBridgeMessage(polygon, message);
    const user = polygon.as(PLAYER);
    const received = gatewayEvents(await deliver(polygon, message, signature, user)).find(
      (e) => e.eventName === 'ResourcesReceived',
    );
    expect(received?.args).toEqual({
      sourceChainId: chainId(arenaz),
      nonce: sent.args.nonce,
      receiver: player,
      ids: [1001n, 3003n],
    });
    expect(await heldResources(polygon, player)).toEqual({ '1001': 1n, '3003': 1n });
    expect(await refusal(polygon, message, signature, user)).toEqual({
      errorName: 'NonceUsed',
      args: [chainId(arenaz), sent.args.nonce],
    });
  });

  it('refuses an empty selection, an id the sender lacks, and chains without resources', async () => {
    const owner = arenaz.as(PLAYER);
    expect(await revertOf(owner, arenaz.gateway, 'sendResources', [[], player, chainId(polygon)])).toEqual({
      errorName: 'EmptyTransfer',
      args: [],
    });
    expect(
      await revertOf(owner, arenaz.gateway, 'sendResources', [[999_999n], player, chainId(polygon)]),
    ).toMatchObject({
      errorName: 'ERC1155InsufficientBalance',
    });
    expect(
      await revertOf(ethereum.as(PLAYER), ethereum.gateway, 'sendResources', [
        [1n],
        player,
        chainId(polygon),
      ]),
    ).toEqual({
      errorName: 'Unsupported',
      args: [BRIDGE_KIND.RESOURCE],
    });
    // Polygon → Arena-Z is no resource route (spec 3 tab 5 goes one way).
    await send(polygon.admin, polygon.contracts.Resource, 'mint', [player, [4004n], [1n]]);
    expect(
      await revertOf(polygon.as(PLAYER), polygon.gateway, 'sendResources', [
        [4004n],
        player,
        chainId(arenaz),
      ]),
    ).toEqual({
      errorName: 'RouteDisabled',
      args: [BRIDGE_KIND.RESOURCE, chainId(arenaz)],
    });
  });
});
