import type { NetworkKey } from '@kingdoms/shared/networks';
import { explorerUrl } from '../../../shared/config/explorer';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';

/** Keeps a long hash readable in a table cell: 0x1234…abcd (the full hash is the link's title). */
export function shortHash(hash: string): string {
  return hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
}

/**
 * Spec 3: a transaction opens the matching explorer (Ethereum, Polygon or Arena-Z) at its
 * transaction path in a new window. Not ExternalLink: an explorer URL carries no campaign query.
 */
export function TxLink({
  hash,
  network,
  short = true,
  'data-testid': testId,
}: {
  hash: string;
  network: NetworkKey;
  short?: boolean;
  'data-testid'?: string;
}) {
  const config = useRuntimeConfig();
  const url = explorerUrl(config, { network }, 'tx', hash);
  const text = short ? shortHash(hash) : hash;
  if (!url) return <span data-testid={testId}>{text}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="bridge-tx-link"
      // The full hash as the description: the name stays the visible text (WCAG 2.5.3 Label in
      // Name, axe label-content-name-mismatch), which a speech user says to follow the link.
      title={hash}
      data-testid={testId}
    >
      {text}
    </a>
  );
}
