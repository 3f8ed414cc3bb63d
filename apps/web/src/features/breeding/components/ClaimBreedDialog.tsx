import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { EggArt } from '../../dragos/kit';

/** Where the new egg hatches (route name myDrago). */
export const MY_DRAGO_PATH = '/myDrago';

/** Spec 2 §2/§4: the claim_breed popup, with the new egg read from the breed's receipt. */
export function ClaimBreedDialog({ eggId, onClose }: { eggId: number | null; onClose: () => void }) {
  const { t } = useTranslation('breeding');
  return (
    <Dialog
      open={eggId !== null}
      onClose={onClose}
      title={t('claim_title')}
      className="drago-dialog breed-claim"
    >
      {eggId !== null ? (
        <div data-testid="claim-breed" data-egg-id={eggId}>
          <EggArt tokenId={eggId} label={t('egg_name', { id: eggId })} />
          <p className="drago-dialog__text" data-testid="claim-breed-text">
            {t('claim_text', { id: eggId })}
          </p>
          <div className="drago-dialog__actions">
            <Link className="drago-link" to={MY_DRAGO_PATH} data-testid="claim-breed-my-drago">
              {t('claim_my_drago')}
            </Link>
            <Button onClick={onClose} data-testid="claim-breed-close">
              {t('close')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
