import { type VrfPlan, vrfPlanSchema } from '@kingdoms/shared/deployPlan';
import {
  type Abi,
  type Address,
  type Hex,
  keccak256,
  parseEventLogs,
  type TransactionReceipt,
  toHex,
} from 'viem';
import { confirm, deployBytecode, type LocalClient } from '../clients';
import { chainlinkVrfCoordinatorMockAbi } from '../generated/abis';
import { chainlinkVrfCoordinatorMockBytecode } from '../generated/bytecode';
import { sendCall } from './chainCalls';

/** The mock's fees, as Chainlink's examples set them: 0.1 LINK base fee, 1 gwei, 0.004 ETH per LINK. */
const MOCK_BASE_FEE = 10n ** 17n;
const MOCK_GAS_PRICE = 10n ** 9n;
const MOCK_WEI_PER_UNIT_LINK = 4n * 10n ** 15n;
/** Plenty for every test's fulfilments (the mock charges LINK per fulfilment). */
const SUBSCRIPTION_FUNDING = 1_000n * 10n ** 18n;
/**
 * The mock forwards the request's callback gas and ignores whether the callback succeeded, so a
 * gas estimate can find an amount where the callback runs out: fulfilments send a fixed gas instead.
 */
const FULFIL_GAS = 5_000_000n;

/** A gas lane's key hash; the mock records it and checks nothing. */
export const TEST_KEY_HASH: Hex = keccak256(toHex('test gas lane'));

/**
 * Chainlink's VRFCoordinatorV2_5Mock on a test chain, driven as the studio and Chainlink drive the
 * real coordinator: the subscription owner creates and funds a subscription and adds consumers;
 * Chainlink's node fulfils (here `fulfillRandomWords`, sent by whoever the test likes).
 */
export async function startVrfCoordinator(subscriptionOwner: LocalClient) {
  const { address: coordinator } = await deployBytecode(
    subscriptionOwner,
    chainlinkVrfCoordinatorMockAbi as Abi,
    chainlinkVrfCoordinatorMockBytecode,
    [MOCK_BASE_FEE, MOCK_GAS_PRICE, MOCK_WEI_PER_UNIT_LINK],
  );
  const call = (functionName: string, args: readonly unknown[]) =>
    sendCall(subscriptionOwner, {
      address: coordinator,
      abi: chainlinkVrfCoordinatorMockAbi,
      functionName,
      args,
    });
  const created = parseEventLogs({
    abi: chainlinkVrfCoordinatorMockAbi,
    eventName: 'SubscriptionCreated',
    logs: (await call('createSubscription', [])).logs,
  })[0];
  if (!created) throw new Error('createSubscription emitted no SubscriptionCreated');
  const subscriptionId = created.args.subId;
  await call('fundSubscription', [subscriptionId, SUBSCRIPTION_FUNDING]);

  return {
    coordinator,
    subscriptionId,
    /** The `vrf` plan settings for an adapter on this coordinator and subscription (the plan's defaults otherwise). */
    settings(overrides: Partial<VrfPlan> = {}): VrfPlan {
      const settings = vrfPlanSchema.parse({
        coordinator,
        keyHash: TEST_KEY_HASH,
        subscriptionId: subscriptionId.toString(),
      });
      return { ...settings, ...overrides };
    },
    addConsumer(consumer: Address): Promise<TransactionReceipt> {
      return call('addConsumer', [subscriptionId, consumer]);
    },
    /** Chainlink's fulfilment of `vrfRequestId`, delivered to `consumer` (sent by `sender`). */
    async fulfil(sender: LocalClient, vrfRequestId: bigint, consumer: Address): Promise<TransactionReceipt> {
      const hash = await sender.writeContract({
        address: coordinator,
        abi: chainlinkVrfCoordinatorMockAbi,
        functionName: 'fulfillRandomWords',
        args: [vrfRequestId, consumer],
        gas: FULFIL_GAS,
      });
      return confirm(sender, hash);
    },
    /** The single word the mock delivers for a one-word request: keccak256(abi.encode(id, 0)). */
    wordOf(vrfRequestId: bigint): bigint {
      return BigInt(keccak256(`0x${vrfRequestId.toString(16).padStart(64, '0')}${'0'.repeat(64)}`));
    },
  };
}

export type TestVrfCoordinator = Awaited<ReturnType<typeof startVrfCoordinator>>;
