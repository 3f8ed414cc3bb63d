import { SEEDED_BREED_PAIRS, SEEDED_DRAGOS } from '@kingdoms/devnet/scenarios/dragos';
import { RENT_STATUS_ACTIVE } from '@kingdoms/shared/rental';
import { describe, expect, it } from 'vitest';
import { SEEDED_RENTALS } from './devnetSeed';

/**
 * The rental demo rows are API rows (the API never imports the devnet package at runtime), so they
 * name the dragos they rent by id; this holds them to the devnet's dragos scenario.
 */
describe('SEEDED_RENTALS', () => {
  it('rent out Arena-Z dragos the devnet seeds for their lender, each once', () => {
    for (const rental of SEEDED_RENTALS) {
      const drago = SEEDED_DRAGOS.find((d) => d.network === 'arenaz' && d.tokenId === BigInt(rental.tokenId));
      expect(drago, `drago ${rental.tokenId}`).toBeDefined();
      expect(drago?.account, `lender of ${rental.tokenId}`).toBe(rental.lender);
      expect(rental.rentee).not.toBe(rental.lender);
    }
    expect(new Set(SEEDED_RENTALS.map((rental) => rental.tokenId)).size).toBe(SEEDED_RENTALS.length);
  });

  it('leave the breeding pairs free (a running rental cannot breed)', () => {
    const running = new Set(
      SEEDED_RENTALS.filter((rental) => rental.status === RENT_STATUS_ACTIVE).map((rental) =>
        BigInt(rental.tokenId),
      ),
    );
    for (const pair of Object.values(SEEDED_BREED_PAIRS)) {
      for (const tokenId of pair) expect(running.has(tokenId), `drago ${tokenId}`).toBe(false);
    }
  });
});
