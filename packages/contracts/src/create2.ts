import {
  type Address,
  concat,
  createTestClient,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  size,
} from 'viem';

/**
 * CREATE2 through the deterministic deployment proxy (Arachnid's, the one `forge script` uses):
 * a contract's address depends only on this proxy, the salt and the creation code with its
 * constructor arguments — never on the deployer's nonce — so the same code and arguments get the
 * same address on every chain. The proxy exists on Ethereum, Polygon and most EVM chains (it is
 * deployed with a pre-EIP-155 transaction anyone can replay); anvil starts with it, and
 * `installDeterministicDeployer` puts it on a dev chain that lacks it.
 *
 * The proxy is `msg.sender` of every constructor it runs, so a constructor must take its admin as
 * an argument (every contract here does) instead of trusting `msg.sender`.
 */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

/** The proxy's runtime code: calldata is `salt ‖ creation code`; it returns the new address (20 bytes). */
export const DETERMINISTIC_DEPLOYER_RUNTIME: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3';

/** The address `initCode` (creation code with constructor arguments) gets under `salt`. */
export function create2Address(salt: Hex, initCode: Hex): Address {
  if (size(salt) !== 32) throw new Error(`A CREATE2 salt is 32 bytes (got ${salt})`);
  return getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER,
    salt,
    bytecodeHash: keccak256(initCode),
  });
}

/** The calldata of a deployment through the proxy. */
export function create2Calldata(salt: Hex, initCode: Hex): Hex {
  return concat([salt, initCode]);
}

/**
 * Makes sure the proxy is on the chain. `install` (a dev chain's anvil_setCode) puts it there when
 * missing; without it (a real chain) a missing proxy is an error this code cannot fix.
 */
export async function ensureDeterministicDeployer(
  client: { getCode(args: { address: Address }): Promise<Hex | undefined> },
  install?: (address: Address, runtime: Hex) => Promise<unknown>,
): Promise<void> {
  const code = await client.getCode({ address: DETERMINISTIC_DEPLOYER });
  if (code && code !== '0x') {
    if (code.toLowerCase() !== DETERMINISTIC_DEPLOYER_RUNTIME) {
      throw new Error(`${DETERMINISTIC_DEPLOYER} holds other code than the deterministic deployment proxy`);
    }
    return;
  }
  if (!install) {
    throw new Error(
      `The deterministic deployment proxy ${DETERMINISTIC_DEPLOYER} is not on chain: deploy it first (github.com/Arachnid/deterministic-deployment-proxy)`,
    );
  }
  await install(DETERMINISTIC_DEPLOYER, DETERMINISTIC_DEPLOYER_RUNTIME);
}

/** anvil_setCode on a dev chain: the proxy's installer for ensureDeterministicDeployer. */
export function anvilInstaller(rpcUrl: string) {
  return (address: Address, bytecode: Hex) =>
    createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setCode({ address, bytecode });
}
