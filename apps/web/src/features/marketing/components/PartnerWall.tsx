import type { PartyListSection } from '@kingdoms/shared/site-content-schema';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { SampleNotice } from '../../../shared/ui/SampleNotice';
import { PartnerMark } from '../art/PartnerMark';
import { MARK_HEIGHT, markStyleAt, markWidth } from '../data/partners';

/**
 * A wall of partner (exchange, investor) wordmarks from the configuration: each one a link in a
 * new tab when its site is configured, the plain mark otherwise; sample entries say so.
 */
export function PartnerWall({ section }: { section: PartyListSection }) {
  const { t } = useTranslation('marketing');
  if (section.entries.length === 0) return null;
  return (
    <>
      {section.sample ? <SampleNotice /> : null}
      <ul className="partner-wall">
        {section.entries.map((party, index) => {
          const style = markStyleAt(index);
          return (
            // Names may repeat across configured lists; the position keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static configuration
            <li key={index} className="partner-wall__item">
              <ExternalLink href={party.url} whenUnset="text" className="partner-wall__link">
                <PartnerMark
                  name={party.name}
                  glyph={style.glyph}
                  hue={style.hue}
                  width={markWidth(party.name)}
                  height={MARK_HEIGHT}
                  label={t('common.logo_of', { name: party.name })}
                />
              </ExternalLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
