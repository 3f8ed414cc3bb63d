/** Ticket arithmetic of reorged burns (README "Reorged burns"); pure, table-tested. */

/** Of a revoked grant of `granted` tickets, a wallet holding `unspent` gives back what it can. */
export function revokedTickets(granted: number, unspent: number): { takenBack: number; spent: number } {
  const takenBack = Math.min(granted, Math.max(0, unspent));
  return { takenBack, spent: granted - takenBack };
}

/** A new grant of `tickets` to a wallet owing `debt`: the debt is paid first. */
export function creditAfterDebt(tickets: number, debt: number): { credit: number; debt: number } {
  const paid = Math.min(tickets, debt);
  return { credit: tickets - paid, debt: debt - paid };
}
