import { DRAGO_CATALOGUE_NAMESPACE } from '@kingdoms/shared/drago/index';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../shared/config/runtimeConfig';
import { useAlert } from '../../shared/overlays';
import { type DragoItem, useInventory } from '../dragos/kit';
import {
  ConnectPrompt,
  NetworkBanner,
  TransactionButton,
  useWalletAccount,
  WalletBoundary,
} from '../wallet/onchain';
import { BreedInventory } from './components/BreedInventory';
import { ClaimBreedDialog } from './components/ClaimBreedDialog';
import { CostPanel } from './components/CostPanel';
import { ExpectedProbability } from './components/ExpectedProbability';
import { SelectionPanel } from './components/SelectionPanel';
import { useBreed } from './hooks/useBreed';
import { useBreedingContracts } from './hooks/useBreedingContracts';
import { breedableDragos, EMPTY_SLOTS, pairState, type Slots, toggleSlot } from './logic/selection';
import './breeding.css';

function BreedContent() {
  const { t } = useTranslation('breeding');
  const { t: tCatalogue } = useTranslation(DRAGO_CATALOGUE_NAMESPACE);
  const { env } = useRuntimeConfig();
  const account = useWalletAccount();
  const { showAlert } = useAlert();
  const contracts = useBreedingContracts();
  const [slots, setSlots] = useState<Slots>(EMPTY_SLOTS);
  const inventory = useInventory(account.address, false);

  const dragos = useMemo(() => breedableDragos(inventory.data?.dragos ?? []), [inventory.data]);
  // A slot follows the inventory: a drago that is no longer listed (sold, bred away) leaves it.
  const chosen = slots.map((id) => dragos.find((drago) => drago.tokenId === id)) as [
    DragoItem | undefined,
    DragoItem | undefined,
  ];
  const [first, second] = chosen;
  const pair = useMemo(() => pairState(first, second), [first, second]);
  const refusal = pair.messageKey ? tCatalogue(pair.messageKey) : undefined;
  const breed = useBreed(
    contracts,
    () => {
      if (refusal || !first || !second) {
        showAlert(refusal ?? tCatalogue('breed.incomplete'));
        return null;
      }
      return [first, second];
    },
    // Spec 2 §4: on the hash both selections clear.
    () => setSlots(EMPTY_SLOTS),
  );

  if (account.status !== 'connected') {
    return <ConnectPrompt message={t('connect_prompt')} testId="breed-connect" />;
  }

  const toggle = (drago: DragoItem) => setSlots((current) => toggleSlot(current, drago.tokenId));
  const clearSlot = (slot: 0 | 1) =>
    setSlots((current) => (slot === 0 ? [null, current[1]] : [current[0], null]));

  return (
    <div className="breed__layout">
      <div className="breed__side">
        <div className="breed__panels">
          <SelectionPanel slot={0} drago={first} onClear={() => clearSlot(0)} />
          <SelectionPanel slot={1} drago={second} onClear={() => clearSlot(1)} />
        </div>
        <CostPanel dragos={chosen} price={pair.price} />
        <p className="breed__refusal" role="status" data-testid="breed-refusal">
          {/* Only a chosen pair is refused here; "Please select two dragos." answers BREED. */}
          {first && second && refusal ? refusal : null}
        </p>
        {contracts ? (
          <TransactionButton
            action={breed.action}
            label={t('breed_button')}
            className="breed__button"
            data-testid="breed-button"
            processingDialog={{
              title: t('processing_title'),
              message: t(env === 'devnet' ? 'processing_text_devnet' : 'processing_text'),
            }}
          />
        ) : (
          <p className="breed__unavailable" data-testid="breed-unavailable">
            {t('unavailable')}
          </p>
        )}
      </div>
      {pair.expectations ? (
        <div className="breed__odds">
          <ExpectedProbability expectations={pair.expectations} />
        </div>
      ) : null}
      <section className="breed__inventory" aria-labelledby="breed-inventory-title">
        <h2 id="breed-inventory-title" className="breed__subtitle">
          {t('inventory_title')}
        </h2>
        <p className="breed__hint">{t('inventory_hint')}</p>
        {inventory.data ? (
          <BreedInventory dragos={dragos} slots={slots} onToggle={toggle} />
        ) : (
          <p className="page-notice" role="status">
            {t('loading')}
          </p>
        )}
      </section>
      <ClaimBreedDialog eggId={breed.claimedEgg} onClose={breed.closeClaim} />
    </div>
  );
}

/** The /breed page (spec 2 §2 "Breed page"; desktop only: the route says so), linked from the header. */
export default function BreedPage() {
  const { t } = useTranslation('breeding');
  return (
    <section className="breed" aria-labelledby="breed-title">
      <header className="breed__header">
        <h1 id="breed-title" className="breed__title">
          {t('title')}
        </h1>
      </header>
      <WalletBoundary>
        <NetworkBanner network="arenaz" message={t('wrong_network')} />
        <BreedContent />
      </WalletBoundary>
    </section>
  );
}
