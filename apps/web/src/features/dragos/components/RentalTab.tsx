import { useTranslation } from 'react-i18next';
import { RentalPanel } from '../rental/RentalPanel';

/**
 * Spec 2 §2 My Drago "Rental" tab. This issue shows its heading only; the rental issue (#15)
 * fills it from `features/dragos/rental/` (total DSA and CLAIM, the Manage and History
 * sub-tabs) by rendering its panel below the heading.
 */
export function RentalTab() {
  const { t } = useTranslation('dragos');
  return (
    <section className="my-drago__rental" aria-labelledby="my-drago-rental-heading" data-testid="rental-tab">
      <h2 id="my-drago-rental-heading" className="my-drago__heading">
        {t('rental_heading')}
      </h2>
      <RentalPanel />
    </section>
  );
}
