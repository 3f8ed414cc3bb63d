import { useTranslation } from 'react-i18next';
import { StickerArt } from './StickerArt';

/** Spec 1 "My item": a slot is greyed when its count is 0 and shows the count otherwise. */
export function StickerSlot({ type, count }: { type: number; count: number }) {
  const { t } = useTranslation('stickers');
  const owned = count > 0;
  return (
    <li
      className={owned ? 'sticker-slot' : 'sticker-slot sticker-slot--empty'}
      data-testid={`sticker-slot-${type}`}
      data-count={count}
    >
      <StickerArt type={type} label={t('sticker_name', { type })} />
      {owned ? (
        <span className="sticker-slot__count">
          <span aria-hidden="true">×{count}</span>
          <span className="visually-hidden">{t('sticker_count_label', { count })}</span>
        </span>
      ) : null}
    </li>
  );
}
