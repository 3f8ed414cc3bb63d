import { type Address, encodeFunctionData, type Hex, parseEther } from 'viem';
import { DEVNET_ORACLE_OPERATOR, DEVNET_RELAYER_SENDER, DEVNET_ROLES, devnetAccount } from './accounts';
import type { LocalClient } from './clients';
import { a2zAbi, bridgeGatewayAbi, eggAbi, vestingAbi } from './generated/abis';
import type { ContractName } from './generated/registry';
import { grantRoleCall } from './roles';
import { TxPipeline } from './txPipeline';

/**
 * Contract wiring after deploy: who the deployed contracts trust and what they hold, the one step
 * between `deployContracts` (which wires contracts to each other) and a feature's demo world. The
 * devnet runs it on every chain; chain tests run it instead of repeating its calls.
 */

/** The accounts the deployed contracts trust: the API's keys and senders. */
export interface WiringAccounts {
  /** Signs the API's EIP-712 vouchers: Vesting's signer, every BridgeGateway's and Egg's relayer signer. */
  voucherSigner: Address;
  /** Sends RewardPayout.pay and DstPayout.pay (PAYER_ROLE). */
  rewardPayer: Address;
  /** Sends the randomness oracle's commit and fulfil (OPERATOR_ROLE and gas). */
  oracleOperator: Address;
  /** Pays the gas of the relayer's deliveries. */
  relayerSender: Address;
}

/** The devnet's accounts for each part (packages/contracts/src/accounts.ts). */
export const DEVNET_WIRING: WiringAccounts = {
  voucherSigner: devnetAccount(DEVNET_ROLES.voucherSigner).address,
  rewardPayer: devnetAccount(DEVNET_ROLES.rewardPayer).address,
  oracleOperator: DEVNET_ORACLE_OPERATOR.address,
  relayerSender: DEVNET_RELAYER_SENDER.address,
};

/** The A2Z RewardPayout holds on Polygon to pay pledging rewards from. */
export const REWARD_PAYOUT_FUNDING = parseEther('1000000');
/** The DST DstPayout holds on Arena-Z to pay drago rental profit from. */
export const DST_PAYOUT_FUNDING = parseEther('1000000');
/** The A2Z Vesting holds on Ethereum to pay vested rewards from. */
export const VESTING_FUNDING = parseEther('10000000');
/** ETH the randomness oracle's operator gets on every chain that has the oracle (commit and fulfil gas). */
export const ORACLE_OPERATOR_FUNDING = parseEther('100');
/** ETH the relayer sender gets on every chain for the gas of deliveries. */
export const RELAYER_SENDER_FUNDING = parseEther('100');

/** One transaction of the wiring, sent by the deployer (admin, owner and minter of everything). */
export interface WiringCall {
  to: Address;
  data?: Hex;
  value?: bigint;
}

type DeployedContracts = Partial<Record<ContractName, Address>>;

/** Mints a game token (every one shares GameToken's ABI, so A2Z's serves). */
const mint = (token: Address, to: Address, amount: bigint): WiringCall => ({
  to: token,
  data: encodeFunctionData({ abi: a2zAbi, functionName: 'mint', args: [to, amount] }),
});

/** The wiring of one chain's contracts, in sending order; a contract the chain lacks is skipped. */
export function wiringCalls(
  contracts: DeployedContracts,
  accounts: WiringAccounts = DEVNET_WIRING,
): WiringCall[] {
  const calls: WiringCall[] = [];
  // The payout contracts (RewardPayout: A2Z on Polygon, DstPayout: DST on Arena-Z) pay from the
  // API's payer account and their own balance.
  for (const [name, token, funding] of [
    ['RewardPayout', 'A2Z', REWARD_PAYOUT_FUNDING],
    ['DstPayout', 'DST', DST_PAYOUT_FUNDING],
  ] as const) {
    const payout = contracts[name];
    const tokenAddress = contracts[token];
    if (!payout || !tokenAddress) continue;
    const grant = grantRoleCall(payout, 'PAYER_ROLE', accounts.rewardPayer);
    calls.push({ to: payout, data: encodeFunctionData(grant) }, mint(tokenAddress, payout, funding));
  }
  const vesting = contracts.Vesting;
  if (vesting && contracts.A2Z) {
    calls.push(
      {
        to: vesting,
        data: encodeFunctionData({
          abi: vestingAbi,
          functionName: 'setSigner',
          args: [accounts.voucherSigner],
        }),
      },
      mint(contracts.A2Z, vesting, VESTING_FUNDING),
    );
  }
  // The relayer's deliveries pay gas from their own account on every chain.
  calls.push({ to: accounts.relayerSender, value: RELAYER_SENDER_FUNDING });
  const oracle = contracts.DevRandomnessOracle;
  if (oracle) {
    const grant = grantRoleCall(oracle, 'OPERATOR_ROLE', accounts.oracleOperator);
    calls.push(
      { to: oracle, data: encodeFunctionData(grant) },
      { to: accounts.oracleOperator, value: ORACLE_OPERATOR_FUNDING },
    );
  }
  for (const [contract, abi] of [
    [contracts.Egg, eggAbi],
    [contracts.BridgeGateway, bridgeGatewayAbi],
  ] as const) {
    if (!contract) continue;
    calls.push({
      to: contract,
      data: encodeFunctionData({ abi, functionName: 'setRelayerSigner', args: [accounts.voucherSigner] }),
    });
  }
  return calls;
}

/**
 * Sends `wiringCalls` from the deployer. Given a pipeline, the calls join it unsettled (the caller
 * settles); given a client, they are sent back to back and this resolves once all are mined.
 */
export async function wireDeployment(
  deployer: TxPipeline | LocalClient,
  contracts: DeployedContracts,
  accounts: WiringAccounts = DEVNET_WIRING,
): Promise<void> {
  const pipeline = deployer instanceof TxPipeline ? deployer : new TxPipeline(deployer);
  for (const call of wiringCalls(contracts, accounts)) {
    await pipeline.send((nonce) => pipeline.client.sendTransaction({ ...call, nonce }));
  }
  if (pipeline !== deployer) await pipeline.settle();
}
