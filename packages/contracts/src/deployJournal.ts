import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NetworkKey } from '@kingdoms/shared/networks';
import type { JournalEntry, StepJournal } from './deploy';
import type { HandoverCall } from './governance';

/** The two phases of a deployment: contracts (with their wiring), then the handover to the timelock. */
export type DeployPhase = 'contracts' | 'handover';

interface ChainJournalData {
  contracts: (JournalEntry | null)[];
  handover: (JournalEntry | null)[];
  /** The handover's calls as computed when the phase first started (from the roles held then). */
  handoverCalls?: HandoverCall[];
}

export interface DeployJournalData {
  network: string;
  /** keccak256 over every planned step: a journal resumes only the plan and build that wrote it. */
  fingerprint?: string;
  chains: Partial<Record<NetworkKey, ChainJournalData>>;
}

/**
 * A deployment's journal: per chain and phase, what each step sent (hash, signed transaction) and
 * whether it is mined. `fileJournal` writes it to `deployments/<network>.journal.json` on every
 * change, before the transaction it records is sent; `memoryJournal` (the devnet) keeps it in memory.
 */
export class DeployJournal {
  private constructor(
    private readonly data: DeployJournalData,
    private readonly file: string | undefined,
  ) {}

  static inMemory(network: string): DeployJournal {
    return new DeployJournal({ network, chains: {} }, undefined);
  }

  /** The journal at `file`, read if it exists (a resume), else empty until the first step is recorded. */
  static atFile(file: string, network: string): DeployJournal {
    if (!existsSync(file)) return new DeployJournal({ network, chains: {} }, file);
    const data = JSON.parse(readFileSync(file, 'utf8')) as DeployJournalData;
    if (data.network !== network)
      throw new Error(`${file} is the journal of ${data.network}, not ${network}`);
    return new DeployJournal(data, file);
  }

  get path(): string | undefined {
    return this.file;
  }

  steps(chain: NetworkKey, phase: DeployPhase): StepJournal {
    return {
      get: (index) => this.chain(chain)[phase][index] ?? undefined,
      set: (index, entry) => {
        const list = this.chain(chain)[phase];
        while (list.length < index) list.push(null);
        list[index] = entry;
        this.save();
      },
    };
  }

  handoverCalls(chain: NetworkKey): HandoverCall[] | undefined {
    return this.data.chains[chain]?.handoverCalls;
  }

  setHandoverCalls(chain: NetworkKey, calls: HandoverCall[]): void {
    this.chain(chain).handoverCalls = calls;
    this.save();
  }

  /**
   * Ties the journal to one plan and build (`fingerprint`); a journal written for another is refused,
   * whatever its steps so far, so two plans' transactions are never mixed on a chain.
   */
  bind(fingerprint: string): void {
    this.check(fingerprint);
    if (this.data.fingerprint === fingerprint) return;
    this.data.fingerprint = fingerprint;
    this.save();
  }

  /** Throws when the journal was written for another plan or build (a dry run checks, writes nothing). */
  check(fingerprint: string): void {
    if (this.data.fingerprint !== undefined && this.data.fingerprint !== fingerprint) {
      throw new Error(
        `${this.file ?? 'The journal'} was written for another plan or build: the plan or the build changed since. Finish with the old plan, or start a new journal with another salt.`,
      );
    }
  }

  private chain(key: NetworkKey): ChainJournalData {
    let chain = this.data.chains[key];
    if (!chain) {
      chain = { contracts: [], handover: [] };
      this.data.chains[key] = chain;
    }
    return chain;
  }

  /** Synchronous and atomic (a temporary file renamed over the journal): durable before anything is sent. */
  private save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(this.data, null, 2)}\n`);
    renameSync(temporary, this.file);
  }
}
