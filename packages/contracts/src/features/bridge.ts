import type { NetworkKey } from '@kingdoms/shared/networks';
import { type Abi, encodeFunctionData, parseEther, zeroAddress } from 'viem';
import { BRIDGE_KIND, BRIDGE_ROUTES, type BridgeKind } from '../bridge';
import { bridgeGatewayAbi } from '../generated/abis';
import { type DeployStep, defineContractFeature, grantStep, type WiringCall } from './feature';

/** ETH the relayer sender gets on every chain for the gas of deliveries. */
export const RELAYER_SENDER_FUNDING = parseEther('100');

/** The bridge (src/bridge.ts) and the relayer that delivers its messages. */
export const contractFeature = defineContractFeature({
  name: 'bridge',
  contracts: {
    // The chain's gateway: it holds the assets this chain bridges (a zero slot is an asset it does
    // not), mints and burns them, and may send each only along BRIDGE_ROUTES. The deployer signs
    // deliveries until the wiring rotates the relayer signer to the API's key.
    BridgeGateway: {
      order: 190,
      networks: ['ethereum', 'polygon', 'arenaz'],
      constructorArgs: (context) => [
        context.deployer,
        context.deployer,
        context.deployed.Drago ?? zeroAddress,
        context.deployed.DST ?? zeroAddress,
        context.deployed.LOKA ?? zeroAddress,
        context.deployed.WLOKA ?? zeroAddress,
        context.deployed.Resource ?? zeroAddress,
      ],
      afterDeploy(gateway, context) {
        const steps: DeployStep[] = [];
        const abi = bridgeGatewayAbi as Abi;
        for (const [kind, limit] of Object.entries(context.limits.bridgeDaily) as [BridgeKind, bigint][]) {
          steps.push({
            label: `BridgeGateway: setDailyLimit(${kind}, ${limit})`,
            to: gateway,
            data: encodeFunctionData({
              abi: bridgeGatewayAbi,
              functionName: 'setDailyLimit',
              args: [BRIDGE_KIND[kind], limit],
            }),
            check: {
              address: gateway,
              abi,
              functionName: 'dailyLimit',
              args: [BRIDGE_KIND[kind]],
              expected: limit,
            },
          });
        }
        const { Drago, DST, WLOKA, Resource } = context.deployed;
        // Dragos arriving are minted (locked ones are unlocked, which needs no role).
        if (Drago) steps.push(grantStep(context, 'Drago', 'MINTER_ROLE', gateway, 'BridgeGateway'));
        // DST, wLOKA and resources are burned on send and minted on receive.
        for (const [name, token] of [
          ['DST', DST],
          ['WLOKA', WLOKA],
          ['Resource', Resource],
        ] as const) {
          if (!token) continue;
          steps.push(grantStep(context, name, 'MINTER_ROLE', gateway, 'BridgeGateway'));
          steps.push(grantStep(context, name, 'BURNER_ROLE', gateway, 'BridgeGateway'));
        }
        const network = context.network;
        if (!network) return steps; // a test chain of no known network: routes are the test's to set
        for (const [kind, targets] of Object.entries(BRIDGE_ROUTES[network.key]) as [
          BridgeKind,
          NetworkKey[],
        ][]) {
          for (const target of targets) {
            const args = [BRIDGE_KIND[kind], BigInt(network.chainIdOf(target))] as const;
            steps.push({
              label: `BridgeGateway: setRoute(${kind}, ${target})`,
              to: gateway,
              data: encodeFunctionData({
                abi: bridgeGatewayAbi,
                functionName: 'setRoute',
                args: [...args, true],
              }),
              check: { address: gateway, abi, functionName: 'routeEnabled', args, expected: true },
            });
          }
        }
        return steps;
      },
    },
  },
  // The relayer's deliveries pay gas from their own account on every chain, and the gateway
  // accepts messages with the API's voucher signature.
  wiring(contracts, accounts) {
    const calls: WiringCall[] = [{ to: accounts.relayerSender, value: RELAYER_SENDER_FUNDING }];
    if (contracts.BridgeGateway) {
      calls.push({
        to: contracts.BridgeGateway,
        data: encodeFunctionData({
          abi: bridgeGatewayAbi,
          functionName: 'setRelayerSigner',
          args: [accounts.voucherSigner],
        }),
      });
    }
    return calls;
  },
});
