import type { RuntimeNetwork } from '@kingdoms/shared/runtime-config';
import { Link } from 'react-router';
import { contractNameOf } from './format';

/** An address linking to its explorer page, with the deployment's contract name when it has one. */
export function AddressLink({ network, address }: { network: RuntimeNetwork; address: string }) {
  const name = contractNameOf(network, address);
  return (
    <>
      <Link className="devnet-explorer__mono" to={`/explorer/${network.key}/address/${address}`}>
        {address}
      </Link>
      {name ? <span className="devnet-explorer__tag">{name}</span> : null}
    </>
  );
}
