import { COMMENT_MAX_LENGTH } from '@kingdoms/shared/staking';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { type CommentOwner, useCommentRegistration } from '../hooks/useCommentRegistration';

/** The pledger's comment (max 30 characters) and its Registration button. */
export function CommentForm({ owner, comment }: { owner: CommentOwner; comment: string }) {
  const { t } = useTranslation('pledging');
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(comment);
  const registration = useCommentRegistration(owner);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    registration.register(draft);
  };
  return (
    <form className="comment-form" onSubmit={onSubmit} data-testid="comment-form">
      <label htmlFor={inputId}>{t('comment_label')}</label>
      <div className="comment-form__row">
        <input
          id={inputId}
          className="text-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('comment_placeholder')}
          aria-describedby={hintId}
          autoComplete="off"
          data-testid="comment-input"
        />
        <Button type="submit" busy={registration.pending} data-testid="comment-submit">
          {t('comment_register')}
        </Button>
      </div>
      <p id={hintId} className="comment-form__hint">
        {t('comment_hint', { count: draft.length, max: COMMENT_MAX_LENGTH })}
      </p>
    </form>
  );
}
