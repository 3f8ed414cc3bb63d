import type { RuntimeNetwork } from '@kingdoms/shared/runtime-config';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRuntimeConfig } from '../../shared/config/runtimeConfig';
import { Button } from '../../shared/ui/Button';
import { networkOfParam } from './explorerParams';
import './DevnetExplorer.css';

export type ExplorerKind = 'tx' | 'address';

interface ExplorerFrameProps {
  kind: ExplorerKind;
  /** The page body for a network of the runtime config; `null` when the URL names no such network. */
  children: (network: RuntimeNetwork | null) => ReactNode;
}

/**
 * Heading, network and environment of an explorer page. The explorer stands in for a public
 * explorer on the devnet only: production explorer URLs point at the real ones, so a visitor who
 * still lands here on production is sent there.
 */
export function ExplorerFrame({ kind, children }: ExplorerFrameProps) {
  const { t } = useTranslation('devnet-explorer');
  const config = useRuntimeConfig();
  const params = useParams();
  const network = networkOfParam(config, params.network) ?? null;
  const id = kind === 'tx' ? params.hash : params.address;

  return (
    <section className="devnet-explorer" aria-labelledby="devnet-explorer-title">
      <p className="devnet-explorer__eyebrow">
        {network ? t('eyebrow_network', { network: network.name }) : t('eyebrow')}
      </p>
      <h1 id="devnet-explorer-title" className="devnet-explorer__title">
        {t(kind === 'tx' ? 'tx_title' : 'address_title')}
      </h1>
      {config.env === 'production' ? (
        <ProductionNote network={network} path={id ? `${kind}/${encodeURIComponent(id)}` : undefined} />
      ) : (
        children(network)
      )}
    </section>
  );
}

function ProductionNote({ network, path }: { network: RuntimeNetwork | null; path: string | undefined }) {
  const { t } = useTranslation('devnet-explorer');
  return (
    <div className="devnet-explorer__notice" data-testid="explorer-production-note">
      <h2 className="devnet-explorer__notice-title">{t('production_title')}</h2>
      <p>{t('production_note')}</p>
      {network && path ? (
        // Not ExternalLink: an explorer URL must not carry the campaign urlParam.
        <a
          className="devnet-explorer__public-link"
          href={`${network.explorerUrl.replace(/\/+$/, '')}/${path}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('production_link', { network: network.name })}
        </a>
      ) : null}
    </div>
  );
}

/** The one message for an unknown or malformed hash, address or network. */
export function ExplorerNotFound({ kind }: { kind: ExplorerKind }) {
  const { t } = useTranslation('devnet-explorer');
  return (
    <div className="devnet-explorer__notice" role="alert" data-testid="explorer-not-found">
      <h2 className="devnet-explorer__notice-title">
        {t(kind === 'tx' ? 'tx_not_found_title' : 'address_not_found_title')}
      </h2>
      <p>{t(kind === 'tx' ? 'tx_not_found' : 'address_not_found')}</p>
    </div>
  );
}

/** The chain did not answer (devnet stopped, RPC unreachable): say so and offer a retry. */
export function ExplorerRpcError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('devnet-explorer');
  return (
    <div className="devnet-explorer__notice" role="alert" data-testid="explorer-rpc-error">
      <p>{t('rpc_error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** One term/description pair of a details list. */
export function DetailRow({
  term,
  children,
  testId,
}: {
  term: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="devnet-explorer__row">
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
