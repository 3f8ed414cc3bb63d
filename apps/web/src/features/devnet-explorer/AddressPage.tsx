import type { RuntimeNetwork } from '@kingdoms/shared/runtime-config';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Address } from 'viem';
import { Spinner } from '../../shared/ui/Spinner';
import { DetailRow, ExplorerFrame, ExplorerNotFound, ExplorerRpcError } from './ExplorerFrame';
import { parseAddress } from './explorerParams';
import { contractNameOf, formatInteger, formatNativeAmount } from './format';
import { useAccountDetails } from './useExplorerQueries';

function AccountDetailsView({ network, address }: { network: RuntimeNetwork; address: Address }) {
  const { t } = useTranslation('devnet-explorer');
  const query = useAccountDetails(network, address);
  if (query.isPending) return <Spinner size="large" />;
  if (query.isError) return <ExplorerRpcError onRetry={() => void query.refetch()} />;
  const account = query.data;
  const name = contractNameOf(network, address);
  const { decimals, symbol } = network.nativeCurrency;
  let kind = t('type_account');
  if (name) kind = t('type_contract_named', { name });
  else if (account.isContract) kind = t('type_contract');
  return (
    <dl className="devnet-explorer__details">
      <DetailRow term={t('field_address')} testId="address-address">
        <span className="devnet-explorer__mono">{address}</span>
      </DetailRow>
      <DetailRow term={t('field_type')} testId="address-type">
        {kind}
      </DetailRow>
      <DetailRow term={t('field_balance')} testId="address-balance">
        {formatNativeAmount(account.balance, decimals)} {symbol}
      </DetailRow>
      <DetailRow term={t('field_tx_count')} testId="address-tx-count">
        {formatInteger(account.transactionCount)}
      </DetailRow>
    </dl>
  );
}

/** /explorer/:network/address/:address — where wallets open an account on the devnet. */
export default function AddressPage() {
  const address = parseAddress(useParams().address);
  return (
    <ExplorerFrame kind="address">
      {(network) =>
        network && address ? (
          <AccountDetailsView network={network} address={address} />
        ) : (
          <ExplorerNotFound kind="address" />
        )
      }
    </ExplorerFrame>
  );
}
