import { parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { confirm, type LocalClient, localClient } from './clients';
import { deployChain } from './deploy';
import { mysteryBoxAbi } from './generated/abis';
import { freePort } from './ports';
import { expectRevert } from './testing/revert';

let anvil: RunningAnvil;
let deployer: LocalClient;
let alice: LocalClient;
let bob: LocalClient;
let box: { address: `0x${string}`; abi: typeof mysteryBoxAbi };

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31338 });
  const endpoint = { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId };
  const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
  const deployed = await deployChain(['MysteryBox'], endpoint, deployerKey);
  box = { address: deployed.contracts.MysteryBox, abi: mysteryBoxAbi };
  deployer = localClient(endpoint, deployerKey);
  alice = localClient(endpoint, devnetAccount(1).privateKey);
  bob = localClient(endpoint, devnetAccount(2).privateKey);
});

afterAll(async () => {
  await anvil?.stop();
});

const boxesOf = (owner: `0x${string}`) =>
  deployer.readContract({ ...box, functionName: 'boxesOf', args: [owner] });

describe('MysteryBox', () => {
  it('mints boxes of the one id (BOX = 1) for the minter only', async () => {
    await confirm(
      deployer,
      await deployer.writeContract({ ...box, functionName: 'mint', args: [alice.account.address, 3n] }),
    );
    expect(await boxesOf(alice.account.address)).toBe(3n);
    expect(
      await deployer.readContract({ ...box, functionName: 'balanceOf', args: [alice.account.address, 1n] }),
    ).toBe(3n);
    const refused = await expectRevert(
      alice.simulateContract({ ...box, functionName: 'mint', args: [alice.account.address, 1n] }),
    );
    expect(refused.errorName).toBe('AccessControlUnauthorizedAccount');
  });

  it('burn(amount) burns the caller’s boxes and emits MysteryBoxBurned(burner, amount)', async () => {
    const { request } = await alice.simulateContract({ ...box, functionName: 'burn', args: [2n] });
    const receipt = await confirm(alice, await alice.writeContract(request));
    const [burned] = parseEventLogs({
      abi: mysteryBoxAbi,
      eventName: 'MysteryBoxBurned',
      logs: receipt.logs,
    });
    expect(burned?.args).toEqual({ burner: alice.account.address, amount: 2n });
    expect(await boxesOf(alice.account.address)).toBe(1n);
  });

  it('refuses a burn of 0 or beyond the balance', async () => {
    const zero = await expectRevert(alice.simulateContract({ ...box, functionName: 'burn', args: [0n] }));
    expect(zero.errorName).toBe('ZeroAmount');
    const tooMany = await expectRevert(bob.simulateContract({ ...box, functionName: 'burn', args: [1n] }));
    expect(tooMany.errorName).toBe('ERC1155InsufficientBalance');
  });
});
