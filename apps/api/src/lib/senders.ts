import type { Address } from 'viem';

/** An account sending transactions on a chain: one nonce sequence. */
export interface Sender {
  readonly chainId: number;
  readonly address: Address;
}

/** A background job as far as its senders matter: its lease name and the accounts it sends from. */
export interface SendingJob {
  readonly singleton?: string;
  readonly senders?: readonly Sender[];
}

/**
 * Issue 28: "a signer key is used by one worker at a time". Each sending job runs on the leader of
 * its own lease, so two jobs configured with one key would send from it on two instances at once
 * and take each other's nonces. Such a configuration is refused at start, naming the jobs.
 */
export function sharedSenders(jobs: readonly SendingJob[]): string[] {
  const users = new Map<string, Set<string>>();
  jobs.forEach((job, index) => {
    for (const sender of job.senders ?? []) {
      const key = `${sender.address.toLowerCase()} on chain ${sender.chainId}`;
      const names = users.get(key) ?? new Set<string>();
      names.add(job.singleton ?? `worker ${index}`);
      users.set(key, names);
    }
  });
  return [...users]
    .filter(([, names]) => names.size > 1)
    .map(([sender, names]) => `${[...names].join(' and ')} both send from ${sender}`);
}

export function assertOneJobPerSender(jobs: readonly SendingJob[]): void {
  const shared = sharedSenders(jobs);
  if (shared.length === 0) return;
  throw new Error(
    `One key per sending job: ${shared.join('; ')}. Give each job its own key ` +
      '(PAYOUT_PRIVATE_KEY, RELAYER_SENDER_PRIVATE_KEY, RANDOMNESS_OPERATOR_PRIVATE_KEY; docs/deployment.md).',
  );
}
