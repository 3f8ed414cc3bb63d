import type { Hash } from 'viem';
import { confirm, type LocalClient } from './clients';

/**
 * One account's transactions sent back to back, numbered with its own nonces, without waiting
 * for each to be mined; `settle()` then waits for every receipt and throws on a revert. Waiting
 * per transaction would cost a receipt poll each, and the seed sends dozens at every start.
 *
 * Gas is still estimated per transaction against the latest block, so a transaction must not
 * depend on an earlier one of the same unsettled batch (settle between dependent steps).
 */
export class TxPipeline {
  private nextNonce: number | undefined;
  private pending: Hash[] = [];

  constructor(readonly client: LocalClient) {}

  get address() {
    return this.client.account.address;
  }

  /** Sends one transaction; call sequentially per pipeline so the nonces arrive in order. */
  async send(write: (nonce: number) => Promise<Hash>): Promise<void> {
    this.nextNonce ??= await this.client.getTransactionCount({ address: this.address, blockTag: 'pending' });
    const nonce = this.nextNonce;
    this.nextNonce += 1;
    this.pending.push(await write(nonce));
  }

  /** Waits until everything sent so far is mined; throws if any of it reverted. */
  async settle(): Promise<void> {
    const hashes = this.pending;
    this.pending = [];
    await Promise.all(hashes.map((hash) => confirm(this.client, hash)));
  }
}
