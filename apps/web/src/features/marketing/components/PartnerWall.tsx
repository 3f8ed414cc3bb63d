import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { PartnerMark } from '../art/PartnerMark';
import type { Partner } from '../data/partners';

/** A wall of partner wordmarks, each a link in a new tab. */
export function PartnerWall({ partners }: { partners: readonly Partner[] }) {
  const { t } = useTranslation('marketing');
  return (
    <ul className="partner-wall">
      {partners.map((partner) => (
        <li key={partner.id} className="partner-wall__item">
          <ExternalLink linkId={partner.linkId} className="partner-wall__link">
            <PartnerMark
              name={partner.name}
              glyph={partner.glyph}
              hue={partner.hue}
              width={partner.width}
              height={partner.height}
              label={t('common.logo_of', { name: partner.name })}
            />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
