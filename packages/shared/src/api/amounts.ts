import { z } from 'zod';

/** A token amount in base units (10^decimals per token) as a decimal string: JSON has no bigint. */
export const baseUnitsSchema = z.string().regex(/^\d+$/);

/**
 * Claims the payout contract holds back by its rules (paused, over its per-payout maximum or its
 * daily limit): shown to the player as "delayed, under review" until the payout worker releases and
 * pays them (issue 41). Oldest first; empty when none.
 */
export const heldClaimsSchema = z.array(z.object({ amount: baseUnitsSchema }));
export type HeldClaims = z.infer<typeof heldClaimsSchema>;
