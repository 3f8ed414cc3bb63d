import type { RuntimeNetwork } from '@kingdoms/shared/runtime-config';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Hash } from 'viem';
import { Spinner } from '../../shared/ui/Spinner';
import { AddressLink } from './AddressLink';
import { DetailRow, ExplorerFrame, ExplorerNotFound, ExplorerRpcError } from './ExplorerFrame';
import { parseTxHash } from './explorerParams';
import { formatInteger, formatNativeAmount, formatUtcTimestamp } from './format';
import { useTransactionDetails } from './useExplorerQueries';

const STATUS_KEYS = {
  pending: 'status_pending',
  success: 'status_success',
  reverted: 'status_reverted',
} as const;

function TransactionDetailsView({ network, hash }: { network: RuntimeNetwork; hash: Hash }) {
  const { t } = useTranslation('devnet-explorer');
  const query = useTransactionDetails(network, hash);
  if (query.isPending) return <Spinner size="large" />;
  if (query.isError) return <ExplorerRpcError onRetry={() => void query.refetch()} />;
  const details = query.data;
  if (details.status === 'not_found') return <ExplorerNotFound kind="tx" />;

  const { tx } = details;
  const mined = details.status === 'pending' ? null : details;
  const notMined = <span className="devnet-explorer__faint">{t('not_mined')}</span>;
  const { decimals, symbol } = network.nativeCurrency;
  return (
    <>
      {details.status === 'pending' ? (
        <p className="devnet-explorer__pending" role="status">
          <span className="devnet-explorer__pulse" aria-hidden="true" />
          {t('pending_note')}
        </p>
      ) : null}
      <dl className="devnet-explorer__details">
        <DetailRow term={t('field_hash')} testId="tx-hash">
          <span className="devnet-explorer__mono">{tx.hash}</span>
        </DetailRow>
        <DetailRow term={t('field_status')} testId="tx-status">
          <span className={`devnet-explorer__status devnet-explorer__status--${details.status}`}>
            {t(STATUS_KEYS[details.status])}
          </span>
        </DetailRow>
        <DetailRow term={t('field_block')} testId="tx-block">
          {mined ? formatInteger(mined.receipt.blockNumber) : notMined}
        </DetailRow>
        <DetailRow term={t('field_time')} testId="tx-time">
          {mined ? formatUtcTimestamp(mined.timestamp) : notMined}
        </DetailRow>
        <DetailRow term={t('field_from')} testId="tx-from">
          <AddressLink network={network} address={tx.from} />
        </DetailRow>
        <DetailRow term={t('field_to')} testId="tx-to">
          {tx.to ? (
            <AddressLink network={network} address={tx.to} />
          ) : (
            <>
              <span className="devnet-explorer__tag">{t('contract_creation')}</span>
              {mined?.receipt.contractAddress ? (
                <AddressLink network={network} address={mined.receipt.contractAddress} />
              ) : null}
            </>
          )}
        </DetailRow>
        <DetailRow term={t('field_value')} testId="tx-value">
          {formatNativeAmount(tx.value, decimals)} {symbol}
        </DetailRow>
        <DetailRow term={t('field_gas_used')} testId="tx-gas-used">
          {mined ? formatInteger(mined.receipt.gasUsed) : notMined}
        </DetailRow>
        <DetailRow term={t('field_logs')} testId="tx-logs">
          {mined ? formatInteger(mined.receipt.logCount) : notMined}
        </DetailRow>
      </dl>
    </>
  );
}

/** /explorer/:network/tx/:hash — where the processing dialog's transaction link lands on the devnet. */
export default function TransactionPage() {
  const hash = parseTxHash(useParams().hash);
  return (
    <ExplorerFrame kind="tx">
      {(network) =>
        network && hash ? (
          <TransactionDetailsView network={network} hash={hash} />
        ) : (
          <ExplorerNotFound kind="tx" />
        )
      }
    </ExplorerFrame>
  );
}
