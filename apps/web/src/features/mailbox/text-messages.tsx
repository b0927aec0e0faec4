import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates.ts';
import { Pager } from '../../ui/index.ts';
import { useTextMessages } from './mailbox.api.ts';

/**
 * The text messages the portal sent (a signer's passcode by phone), each whole, beside the mails; nothing while
 * there are none or the mailbox is off.
 */
export function TextMessages({ shouldPoll }: { shouldPoll: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const texts = useTextMessages(page, shouldPoll);
  if (!texts.data || texts.data.items.length === 0) return null;
  return (
    <section className="text-messages" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-messages__title">
        {t('mailbox.texts.title')}
      </h2>
      <p className="text-messages__intro">{t('mailbox.texts.intro')}</p>
      <ul className="text-messages__list">
        {texts.data.items.map((sms) => (
          <li key={sms.id} className="text-messages__item">
            <p className="text-messages__meta">
              <span>{t('mailbox.texts.to', { to: sms.to })}</span>
              <time dateTime={sms.created_at}>{formatDateTime(sms.created_at)}</time>
            </p>
            <p className="text-messages__text">{sms.text}</p>
          </li>
        ))}
      </ul>
      <Pager
        label={t('mailbox.texts.title')}
        pagination={texts.data.pagination}
        page={page}
        summary={t('common.pageOf', { page, total: texts.data.pagination.totalPages })}
        onPage={setPage}
      />
    </section>
  );
}
