import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, type LocalClient, localClient } from '@kingdoms/contracts/clients';
import { deployChain, placeRandomnessOracle } from '@kingdoms/contracts/deploy';
import { chainlinkVrfOracleAbi, eggAbi } from '@kingdoms/contracts/generated/abis';
import { freePort } from '@kingdoms/contracts/ports';
import type { RandomnessPlan } from '@kingdoms/contracts/randomnessPlan';
import { startVrfCoordinator, type TestVrfCoordinator } from '@kingdoms/contracts/testing/vrfCoordinator';
import { inventoryReplySchema } from '@kingdoms/shared/api/dragos';
import type { Deployment } from '@kingdoms/shared/deployment';
import { chainIdOf, NETWORK_KEYS } from '@kingdoms/shared/networks';
import type { FastifyInstance } from 'fastify';
import { type Address, parseEventLogs, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModulesApp, devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { sessionTestConfig } from '../../../test/session';
import type { AppDatabase } from '../../db/connect';
import { randomnessOracleModule } from '../randomness-oracle/module';
import { dragosModule } from './module';

const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
const player = devnetAccount(1);
/** The VRF subscription's owner (the studio's Safe in production). */
const subscriptionOwner = devnetAccount(3);
const network = 'polygon' as const;

/**
 * Production randomness (issue 42 item 4) as the API sees it: Polygon's oracle is ChainlinkVrfOracle
 * on Chainlink's VRFCoordinatorV2_5Mock, the API runs with RANDOMNESS_ORACLE=external (no worker:
 * Chainlink fulfils), and a hatch goes request → pending in the inventory → Chainlink's fulfilment
 * → the drago, through the app's indexer — on PGlite and PostgreSQL.
 */
describe.each(testDatabases())('hatching through Chainlink VRF on $name', ({ open }) => {
  let anvil: RunningAnvil;
  let database: AppDatabase;
  let app: FastifyInstance;
  let vrf: TestVrfCoordinator;
  let chainId: number;
  let contracts: { adapter: Address; drago: Address; egg: Address };
  let admin: LocalClient;

  const networkIndex = NETWORK_KEYS.indexOf(network);

  async function sync() {
    await app.chainIndexers!.indexers.get(chainId)!.syncOnce();
  }

  async function inventory(address: string) {
    const reply = await app.inject({
      method: 'POST',
      url: '/nft/api/drago/inventory',
      payload: { address, includeRent: false, network: networkIndex },
    });
    expect(reply.statusCode).toBe(200);
    return inventoryReplySchema.parse(reply.json());
  }

  beforeAll(async () => {
    chainId = chainIdOf(network, 'devnet');
    anvil = await startAnvil({ port: await freePort(), chainId });
    const endpoint = { rpcUrl: anvil.rpcUrl, chainId };
    admin = localClient(endpoint, deployerKey);
    vrf = await startVrfCoordinator(localClient(endpoint, subscriptionOwner.privateKey));
    const plan: RandomnessPlan = { kind: 'vrf', vrf: vrf.settings() };
    const deployed = await deployChain(
      placeRandomnessOracle(['DevRandomnessOracle', 'Drago', 'Egg'], plan.kind),
      endpoint,
      deployerKey,
      undefined,
      plan,
    );
    contracts = {
      adapter: deployed.contracts.ChainlinkVrfOracle as Address,
      drago: deployed.contracts.Drago as Address,
      egg: deployed.contracts.Egg as Address,
    };
    await vrf.addConsumer(contracts.adapter);
    database = await open();
    const base = devnetDeployment();
    const deployment: Deployment = {
      ...base,
      chains: {
        ...base.chains,
        [network]: {
          chainId,
          rpcUrl: anvil.rpcUrl,
          explorerUrl: `${anvil.rpcUrl}/explorer`,
          startBlock: deployed.startBlock,
          contracts: { ChainlinkVrfOracle: contracts.adapter, Drago: contracts.drago, Egg: contracts.egg },
        },
        // The other chains play no part: no contracts, so nothing is indexed there.
        ethereum: { ...base.chains.ethereum, contracts: {} },
        arenaz: { ...base.chains.arenaz, contracts: {} },
      },
    };
    app = await buildModulesApp([dragosModule, randomnessOracleModule], {
      db: database.db,
      deployment,
      config: sessionTestConfig({
        INDEXER_ENABLED: 'false',
        INDEXER_CONFIRMATIONS: '0',
        RANDOMNESS_ORACLE: 'external',
      }),
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await anvil?.stop();
  });

  it('shows the hatch pending until Chainlink fulfils, then the drago', async () => {
    const laid = await confirm(
      admin,
      await admin.writeContract({
        address: contracts.egg,
        abi: eggAbi,
        functionName: 'layEgg',
        args: [player.address, 0n, 0n],
      }),
    );
    const eggId = parseEventLogs({ abi: eggAbi, eventName: 'EggLaid', logs: laid.logs })[0]!.args.eggId;
    const holder = localClient({ rpcUrl: anvil.rpcUrl, chainId }, player.privateKey);
    const hatched = await confirm(
      holder,
      await holder.writeContract({
        address: contracts.egg,
        abi: eggAbi,
        functionName: 'hatching',
        args: [eggId],
      }),
    );
    const requested = parseEventLogs({
      abi: chainlinkVrfOracleAbi,
      eventName: 'RandomnessRequested',
      logs: hatched.logs,
    })[0]!.args;
    await sync();
    const hatching = (await inventory(player.address)).myEggs;
    expect(hatching).toMatchObject([
      {
        tokenId: Number(eggId),
        status: 1,
        randomness: { requestId: requested.requestId.toString(), stuck: false },
      },
    ]);
    const row = await database.db
      .selectFrom('randomness_request')
      .selectAll()
      .where('chain_id', '=', String(chainId))
      .where('request_id', '=', requested.requestId.toString())
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      oracle: contracts.adapter.toLowerCase(),
      consumer: contracts.egg.toLowerCase(),
      commitment: toHex(requested.vrfRequestId, { size: 32 }),
      status: 'pending',
    });

    // Chainlink's node fulfils (the API has no worker for a ChainlinkVrfOracle).
    await vrf.fulfil(
      localClient({ rpcUrl: anvil.rpcUrl, chainId }, subscriptionOwner.privateKey),
      requested.vrfRequestId,
      contracts.adapter,
    );
    await sync();
    const after = await inventory(player.address);
    expect(after.myEggs).toEqual([]);
    expect(after.myDragos).toMatchObject([
      { tokenId: Number(eggId), network: networkIndex, rehatching: 1, breed: 0, randomness: null },
    ]);
    expect(
      await database.db
        .selectFrom('randomness_request')
        .select('status')
        .where('chain_id', '=', String(chainId))
        .where('request_id', '=', requested.requestId.toString())
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'fulfilled' });
  });
});
