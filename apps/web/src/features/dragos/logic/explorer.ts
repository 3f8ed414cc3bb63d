/** The explorer link of a transaction or address: one helper for every page (shared/config). */
export { explorerUrl } from '../../../shared/config/explorer';
