import { describe, expect, it } from 'vitest';
import { creditAfterDebt, revokedTickets } from './tickets';

describe('revokedTickets', () => {
  it.each([
    [3, 5, { takenBack: 3, spent: 0 }],
    [3, 3, { takenBack: 3, spent: 0 }],
    [3, 1, { takenBack: 1, spent: 2 }],
    [3, 0, { takenBack: 0, spent: 3 }],
  ])('a grant of %i with %i unspent gives back %o', (granted, unspent, expected) => {
    expect(revokedTickets(granted, unspent)).toEqual(expected);
  });
});

describe('creditAfterDebt', () => {
  it.each([
    [3, 0, { credit: 3, debt: 0 }],
    [3, 2, { credit: 1, debt: 0 }],
    [3, 3, { credit: 0, debt: 0 }],
    [2, 5, { credit: 0, debt: 3 }],
  ])('a grant of %i to a wallet owing %i credits %o', (tickets, debt, expected) => {
    expect(creditAfterDebt(tickets, debt)).toEqual(expected);
  });
});
