import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { dragoDetailPath } from '../paths';

/** Spec 2 §4: the claim popup with the new drago's token id (genesis hatch answered status 3). */
export function ClaimDialog({ tokenId, onClose }: { tokenId: number | null; onClose: () => void }) {
  const { t } = useTranslation('dragos');
  return (
    <Dialog open={tokenId !== null} onClose={onClose} title={t('claim_title')} className="drago-dialog">
      <div data-testid="claim-popup" data-token-id={tokenId ?? undefined}>
        <p className="drago-dialog__text" data-testid="claim-text">
          {t('claim_text', { id: tokenId ?? '' })}
        </p>
        <div className="drago-dialog__actions">
          {tokenId !== null ? (
            <Link className="drago-link" to={dragoDetailPath(tokenId)} target="_blank" rel="noopener">
              {t('claim_view', { id: tokenId })}
            </Link>
          ) : null}
          <Button onClick={onClose} data-testid="claim-close">
            {t('close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
