/** Spec 3 §9: the first 5 characters, '...', and the last 3. */
export function shortenAddress(address: string): string {
  if (address.length <= 8) return address;
  return `${address.slice(0, 5)}...${address.slice(-3)}`;
}
