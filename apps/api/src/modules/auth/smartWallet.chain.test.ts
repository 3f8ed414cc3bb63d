import { devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import {
  type ChainEndpoint,
  confirm,
  deployBytecode,
  type LocalClient,
  localClient,
} from '@kingdoms/contracts/clients';
import { minimalSmartWalletAbi, minimalSmartWalletFactoryAbi } from '@kingdoms/contracts/generated/abis';
import { minimalSmartWalletFactoryBytecode } from '@kingdoms/contracts/generated/bytecode';
import { freePort } from '@kingdoms/contracts/ports';
import { SESSION_COOKIE } from '@kingdoms/shared/api/auth';
import type { Deployment } from '@kingdoms/shared/deployment';
import { chainIdOf } from '@kingdoms/shared/networks';
import { commentMessage } from '@kingdoms/shared/staking';
import type { FastifyInstance } from 'fastify';
import { type Address, encodeFunctionData, type Hex, padHex, serializeErc6492Signature, toHex } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModulesApp } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { type PayoutTestChain, startPayoutChain } from '../../../test/payoutTestChain';
import { sessionTestConfig } from '../../../test/session';
import { waitFor } from '../../../test/waitFor';
import type { AppDatabase } from '../../db/connect';
import { devnetModule } from '../devnet/module';
import { payoutsModule } from '../payouts/module';
import { stakingModule } from '../staking/module';
import { stakingRewardsModule } from '../staking-rewards/module';
import { claimableReward } from '../staking-rewards/queries';
import { A2Z_UNIT } from '../staking-rewards/snapshot';
import { insertPositions } from '../staking-rewards/testing';
import { authModule } from './module';

/**
 * Smart-contract wallets sign in and sign actions (MinimalSmartWallet of packages/contracts
 * contracts/test/: ERC-1271, one owner EOA) on anvil chains: a deployed wallet, and a wallet not
 * deployed yet whose signature carries its factory call (ERC-6492). The sign-in is checked on the
 * chain its message names, the pledging comment on the Staking chain (Ethereum).
 */

const HOST = 'portal.test';
const ORIGIN = `https://${HOST}`;
const POLYGON = chainIdOf('polygon', 'devnet');
const ETHEREUM = chainIdOf('ethereum', 'devnet');
const ARENAZ = chainIdOf('arenaz', 'devnet');
/** Deploys the wallet factory at its first nonce on every chain, so it has one address everywhere. */
const FACTORY_DEPLOYER = devnetAccount(7).privateKey;

interface WalletChains {
  /** The factory, at the same address on Ethereum and Polygon. */
  factory: Address;
  ethereum: LocalClient;
  polygon: LocalClient;
}

async function deployFactory(endpoint: ChainEndpoint): Promise<{ client: LocalClient; factory: Address }> {
  const client = localClient(endpoint, FACTORY_DEPLOYER);
  const { address } = await deployBytecode(
    client,
    minimalSmartWalletFactoryAbi,
    minimalSmartWalletFactoryBytecode,
    [],
  );
  return { client, factory: address };
}

const salt = (n: number) => padHex(toHex(n), { size: 32 });

/** The wallet of (owner, n): its address, deployed or not, and the factory call that deploys it. */
async function walletOf(chains: WalletChains, owner: PrivateKeyAccount, n: number) {
  const address = await chains.polygon.readContract({
    address: chains.factory,
    abi: minimalSmartWalletFactoryAbi,
    functionName: 'addressOf',
    args: [owner.address, salt(n)],
  });
  const factoryData = encodeFunctionData({
    abi: minimalSmartWalletFactoryAbi,
    functionName: 'deploy',
    args: [owner.address, salt(n)],
  });
  return { address, factoryData };
}

async function deployWallet(client: LocalClient, factory: Address, owner: PrivateKeyAccount, n: number) {
  await confirm(
    client,
    await client.writeContract({
      address: factory,
      abi: minimalSmartWalletFactoryAbi,
      functionName: 'deploy',
      args: [owner.address, salt(n)],
    }),
  );
}

describe.each(testDatabases())('smart-contract wallets sign in and sign actions ($name)', (kind) => {
  let polygon: PayoutTestChain;
  let ethereum: RunningAnvil;
  let database: AppDatabase;
  let app: FastifyInstance;
  let chains: WalletChains;

  const owner = privateKeyToAccount(generatePrivateKey());
  const stranger = privateKeyToAccount(generatePrivateKey());
  /** Deployed on Ethereum and Polygon. */
  let deployed: Address;
  /** Deployed on Polygon only. */
  let polygonOnly: Address;
  /** Deployed nowhere: signs with ERC-6492. */
  let counterfactual: { address: Address; factoryData: Hex };

  beforeAll(async () => {
    [polygon, ethereum, database] = await Promise.all([
      startPayoutChain('polygon'),
      startAnvil({ port: await freePort(), chainId: ETHEREUM }),
      kind.open(),
    ]);
    const [onPolygon, onEthereum] = await Promise.all([
      deployFactory(polygon),
      deployFactory({ rpcUrl: ethereum.rpcUrl, chainId: ETHEREUM }),
    ]);
    expect(onEthereum.factory).toBe(onPolygon.factory);
    chains = { factory: onPolygon.factory, polygon: onPolygon.client, ethereum: onEthereum.client };

    deployed = (await walletOf(chains, owner, 1)).address;
    polygonOnly = (await walletOf(chains, owner, 2)).address;
    counterfactual = await walletOf(chains, owner, 3);
    await Promise.all([
      deployWallet(chains.polygon, chains.factory, owner, 1),
      deployWallet(chains.ethereum, chains.factory, owner, 1),
    ]);
    await deployWallet(chains.polygon, chains.factory, owner, 2);

    await polygon.fund(1_000_000n * A2Z_UNIT);
    await insertPositions(database.db, [{ address: deployed, continent: 1, amount: 2n * A2Z_UNIT }]);
    // Polygon: the reward chain with RewardPayout; Ethereum: the pledging chain (the comment's);
    // Arena-Z's RPC answers nothing.
    const base = polygon.deployment();
    const deployment: Deployment = {
      ...base,
      chains: {
        ...base.chains,
        ethereum: { ...base.chains.ethereum, rpcUrl: ethereum.rpcUrl, explorerUrl: `${ethereum.rpcUrl}/x` },
      },
    };
    // The devnet module snapshots today's rewards at startup (REWARD_JOBS); payouts poll hourly,
    // so a payout within seconds is one the claim woke.
    const config = sessionTestConfig({
      PUBLIC_ORIGINS: ORIGIN,
      REWARD_JOBS: 'true',
      REWARD_DAILY_POOL: '400',
      PAYOUT_JOBS: 'true',
      PAYOUT_INTERVAL_MS: '3600000',
    });
    app = await buildModulesApp(
      [authModule, stakingModule, stakingRewardsModule, payoutsModule, devnetModule],
      { db: database.db, config, deployment },
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await Promise.all([polygon?.stop(), ethereum?.stop()]);
  });

  async function signIn(address: Address, chainId: number, sign: (message: string) => Promise<Hex>) {
    const nonce = (await app.inject({ method: 'POST', url: '/game/auth/nonce' })).json().nonce as string;
    const message = createSiweMessage({ address, chainId, domain: HOST, nonce, uri: ORIGIN, version: '1' });
    const reply = await app.inject({
      method: 'POST',
      url: '/game/auth/verify',
      payload: { message, signature: await sign(message) },
    });
    const cookie = reply.cookies.find((c) => c.name === SESSION_COOKIE);
    return { reply, cookies: cookie ? { [SESSION_COOKIE]: cookie.value } : undefined };
  }

  async function postComment(address: Address, comment: string, sign: (message: string) => Promise<Hex>) {
    const issuedAt = new Date().toISOString();
    const signed = await sign(commentMessage(address, comment, issuedAt));
    return app.inject({
      method: 'POST',
      url: '/game/staking/change/comment',
      payload: { address, comment, signed, issuedAt },
    });
  }

  const byOwner = (message: string) => owner.signMessage({ message });
  const byStranger = (message: string) => stranger.signMessage({ message });
  /** The owner's signature wrapped with the factory call (ERC-6492), as a counterfactual wallet signs. */
  const counterfactualBy = (signer: PrivateKeyAccount) => async (message: string) =>
    serializeErc6492Signature({
      address: chains.factory,
      data: counterfactual.factoryData,
      signature: await signer.signMessage({ message }),
    });

  it('the deployed wallet (ERC-1271) signs in, claims its reward with the session and sets its comment', async () => {
    const { reply, cookies } = await signIn(deployed, POLYGON, byOwner);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      result: 1,
      session: { address: deployed.toLowerCase(), chainId: POLYGON },
    });

    const claimable = await waitFor(
      () => claimableReward(database.db, deployed),
      (value) => value > 0n,
    );
    expect(claimable).toBe(400n * A2Z_UNIT);
    const claim = await app.inject({
      method: 'POST',
      url: '/game/staking/claim/myreward',
      payload: { address: deployed },
      cookies,
    });
    expect(claim.json()).toMatchObject({ result: 1, claim: { status: 'queued' } });
    await waitFor(
      () => polygon.balanceOf(deployed),
      (balance) => balance === 400n * A2Z_UNIT,
    );

    // Signed for the Staking chain (Ethereum), where the wallet is deployed too.
    const comment = await postComment(deployed, 'Held by a smart wallet', byOwner);
    expect(comment.json()).toEqual({ result: 1, comment: 'Held by a smart wallet' });
  });

  it('refuses a signature the wallet does not accept, and a session-less claim', async () => {
    const wrong = await signIn(deployed, POLYGON, byStranger);
    expect(wrong.reply.statusCode).toBe(401);
    expect(wrong.reply.json().err.code).toBe('invalid_signature');
    expect(wrong.cookies).toBeUndefined();
    // Malformed bytes (a wallet reads any length) are refused the same way.
    const garbage = await signIn(deployed, POLYGON, async () => '0x1234');
    expect(garbage.reply.json().err.code).toBe('invalid_signature');

    const comment = await postComment(deployed, 'Not the owner', byStranger);
    expect(comment.json().err.code).toBe('invalid_signature');

    const claim = await app.inject({
      method: 'POST',
      url: '/game/staking/claim/myreward',
      payload: { address: deployed },
    });
    expect(claim.statusCode).toBe(401);
  });

  it('asks the chain the message names: a wallet answers only where it is deployed', async () => {
    expect((await signIn(polygonOnly, POLYGON, byOwner)).reply.statusCode).toBe(200);
    // Not deployed on Ethereum: nothing there accepts the owner's signature for that address.
    expect((await signIn(polygonOnly, ETHEREUM, byOwner)).reply.json().err.code).toBe('invalid_signature');
    // Arena-Z's RPC does not answer: refused (fail closed), not an error.
    const unreachable = await signIn(polygonOnly, ARENAZ, byOwner);
    expect(unreachable.reply.statusCode).toBe(401);
    expect(unreachable.reply.json().err.code).toBe('invalid_signature');
    // The comment is checked on the Staking chain, where this wallet does not exist.
    expect((await postComment(polygonOnly, 'Wrong chain', byOwner)).json().err.code).toBe(
      'invalid_signature',
    );
  });

  it('an EOA still signs in without any chain answering (recovered locally)', async () => {
    const player = privateKeyToAccount(generatePrivateKey());
    const { reply } = await signIn(player.address, ARENAZ, (message) => player.signMessage({ message }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().session.address).toBe(player.address.toLowerCase());
  });

  it('a wallet not deployed yet signs in and comments with ERC-6492, and stays undeployed', async () => {
    const { reply, cookies } = await signIn(counterfactual.address, POLYGON, counterfactualBy(owner));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().session.address).toBe(counterfactual.address.toLowerCase());
    const session = await app.inject({ method: 'GET', url: '/game/auth/session', cookies });
    expect(session.json()).toMatchObject({
      result: 1,
      session: { address: counterfactual.address.toLowerCase() },
    });

    const comment = await postComment(counterfactual.address, 'Not deployed yet', counterfactualBy(owner));
    expect(comment.json()).toEqual({ result: 1, comment: 'Not deployed yet' });

    // The check simulated the deployment in an eth_call: nothing was deployed on either chain.
    expect(await chains.polygon.getCode({ address: counterfactual.address })).toBeUndefined();
    expect(await chains.ethereum.getCode({ address: counterfactual.address })).toBeUndefined();

    // The same wrapper around a stranger's signature deploys the wallet in the simulation, which then refuses it.
    const forged = await signIn(counterfactual.address, POLYGON, counterfactualBy(stranger));
    expect(forged.reply.json().err.code).toBe('invalid_signature');
    const forgedComment = await postComment(counterfactual.address, 'Forged', counterfactualBy(stranger));
    expect(forgedComment.json().err.code).toBe('invalid_signature');
  });

  it('the test wallet is what it claims: ERC-1271 magic value for its owner only', async () => {
    const hash = padHex('0x01', { size: 32 });
    const isValid = (signature: Hex) =>
      chains.polygon.readContract({
        address: deployed,
        abi: minimalSmartWalletAbi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      });
    expect(await isValid(await owner.sign({ hash }))).toBe('0x1626ba7e');
    expect(await isValid(await stranger.sign({ hash }))).toBe('0xffffffff');
    expect(await isValid('0x')).toBe('0xffffffff');
  });
});
