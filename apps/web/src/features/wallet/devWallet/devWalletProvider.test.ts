// @vitest-environment node
import { defineChain, hashMessage, recoverAddress, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import { createDevWalletProvider } from './devWalletProvider';

const chain = (id: number) =>
  defineChain({
    id,
    name: `chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  });
const accounts = [
  privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'),
  privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'),
];

describe('dev wallet provider', () => {
  it('answers accounts and chain, and switches accounts with an event', async () => {
    const provider = createDevWalletProvider(accounts, [chain(31337), chain(31338)]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([accounts[0]!.address]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    const onAccounts = vi.fn();
    provider.on('accountsChanged', onAccounts);
    provider.selectAccount(1);
    expect(onAccounts).toHaveBeenCalledWith([accounts[1]!.address]);
  });

  it('switches to a known chain and answers 4902 for an unknown one', async () => {
    const provider = createDevWalletProvider(accounts, [chain(31337), chain(31338)]);
    const onChain = vi.fn();
    provider.on('chainChanged', onChain);
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(onChain).toHaveBeenCalledWith('0x7a6a');
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });

  it('signs personal_sign with the selected account', async () => {
    const provider = createDevWalletProvider(accounts, [chain(31337)]);
    const message = 'hello kingdoms';
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), accounts[0]!.address],
    })) as `0x${string}`;
    expect(await recoverAddress({ hash: hashMessage(message), signature })).toBe(accounts[0]!.address);
  });
});
