import { decodeFunctionData, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEVNET_ORACLE_OPERATOR, DEVNET_RELAYER_SENDER, DEVNET_ROLES, devnetAccount } from './accounts';
import { RELAYER_SENDER_FUNDING } from './features/bridge';
import { REWARD_PAYOUT_FUNDING } from './features/pledging';
import { ORACLE_OPERATOR_FUNDING } from './features/randomness';
import { DST_PAYOUT_FUNDING } from './features/rental';
import { VESTING_FUNDING } from './features/vesting';
import { a2zAbi, bridgeGatewayAbi, vestingAbi } from './generated/abis';
import { roleId } from './roles';
import { DEVNET_WIRING, wiringCalls } from './wiring';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;
const anyAbi = [
  ...a2zAbi,
  ...vestingAbi,
  ...bridgeGatewayAbi,
  ...parseAbi(['function grantRole(bytes32, address)']),
];
const decoded = (data: `0x${string}` | undefined) =>
  data ? decodeFunctionData({ abi: anyAbi, data }) : undefined;

describe('wiringCalls', () => {
  it('names the devnet accounts for each part', () => {
    expect(DEVNET_WIRING).toEqual({
      voucherSigner: devnetAccount(DEVNET_ROLES.voucherSigner).address,
      rewardPayer: devnetAccount(DEVNET_ROLES.rewardPayer).address,
      oracleOperator: DEVNET_ORACLE_OPERATOR.address,
      relayerSender: DEVNET_RELAYER_SENDER.address,
    });
  });

  it('skips what a chain lacks: a chain without contracts only funds the relayer sender', () => {
    expect(wiringCalls({})).toEqual([{ to: DEVNET_RELAYER_SENDER.address, value: RELAYER_SENDER_FUNDING }]);
  });

  it('wires every contract of a full chain to the given accounts, in order', () => {
    const contracts = {
      A2Z: address(1),
      DST: address(2),
      RewardPayout: address(3),
      DstPayout: address(4),
      Vesting: address(5),
      DevRandomnessOracle: address(6),
      Egg: address(7),
      BridgeGateway: address(8),
    };
    const accounts = {
      voucherSigner: address(101),
      rewardPayer: address(102),
      oracleOperator: address(103),
      relayerSender: address(104),
    };
    const calls = wiringCalls(contracts, accounts).map((call) => ({
      to: call.to,
      value: call.value,
      call: decoded(call.data),
    }));
    // The features' in their file order (bridge, dragos, pledging, randomness, rental, vesting).
    expect(calls).toEqual([
      { to: address(104), value: RELAYER_SENDER_FUNDING, call: undefined },
      { to: address(8), value: undefined, call: { functionName: 'setRelayerSigner', args: [address(101)] } },
      { to: address(7), value: undefined, call: { functionName: 'setRelayerSigner', args: [address(101)] } },
      {
        to: address(3),
        value: undefined,
        call: { functionName: 'grantRole', args: [roleId('PAYER_ROLE'), address(102)] },
      },
      {
        to: address(1),
        value: undefined,
        call: { functionName: 'mint', args: [address(3), REWARD_PAYOUT_FUNDING] },
      },
      {
        to: address(6),
        value: undefined,
        call: { functionName: 'grantRole', args: [roleId('OPERATOR_ROLE'), address(103)] },
      },
      { to: address(103), value: ORACLE_OPERATOR_FUNDING, call: undefined },
      {
        to: address(4),
        value: undefined,
        call: { functionName: 'grantRole', args: [roleId('PAYER_ROLE'), address(102)] },
      },
      {
        to: address(2),
        value: undefined,
        call: { functionName: 'mint', args: [address(4), DST_PAYOUT_FUNDING] },
      },
      { to: address(5), value: undefined, call: { functionName: 'setSigner', args: [address(101)] } },
      {
        to: address(1),
        value: undefined,
        call: { functionName: 'mint', args: [address(5), VESTING_FUNDING] },
      },
    ]);
  });
});
