/**
 * The bench's budgets: each check prints its figure next to the budget, and the bench exits
 * non-zero when any is missed. Figures are timings of this machine: they belong in the bench,
 * never in `npm test`.
 */
export interface BudgetCheck {
  readonly name: string;
  readonly figure: string;
  readonly budget: string;
  readonly met: boolean;
}

export class Budgets {
  readonly #checks: BudgetCheck[] = [];

  /** Records and prints one check: `name: figure (budget …: met|MISSED)`. */
  check(name: string, figure: string, budget: string, met: boolean): void {
    this.#checks.push({ name, figure, budget, met });
    console.log(`${name}: ${figure} (budget ${budget}: ${met ? 'met' : 'MISSED'})`);
  }

  get missed(): readonly BudgetCheck[] {
    return this.#checks.filter((check) => !check.met);
  }

  printSummary(): void {
    const missed = this.missed;
    console.log(`\nBudgets: ${this.#checks.length - missed.length} met, ${missed.length} missed`);
    for (const check of missed)
      console.log(`  MISSED ${check.name}: ${check.figure} (budget ${check.budget})`);
  }
}
