import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { MailIcon } from '../../ui/icons.tsx';
import { EmptyState, Spinner } from '../../ui/index.ts';
import { splitLinks, toInAppPath } from './linkify.ts';
import { useMail } from './mailbox.api.ts';

function MailText({ text }: { text: string }) {
  return (
    <div className="mail-reader__text">
      {splitLinks(text).map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        const path = toInAppPath(segment.href, window.location.origin);
        const key = `${index}-${segment.href}`;
        return path ? (
          <Link key={key} to={path}>
            {segment.href}
          </Link>
        ) : (
          <a key={key} href={segment.href} rel="noopener noreferrer">
            {segment.href}
          </a>
        );
      })}
    </div>
  );
}

export function MailReader({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const mail = useMail(id);
  if (!id) {
    return (
      <EmptyState title={t('mailbox.selectTitle')} icon={<MailIcon size={32} />}>
        <p>{t('mailbox.selectText')}</p>
      </EmptyState>
    );
  }
  if (mail.isPending) return <Spinner />;
  if (mail.isError) {
    return (
      <EmptyState title={t('mailbox.notFound')}>
        <p>
          <Link to="/mailbox">{t('mailbox.back')}</Link>
        </p>
      </EmptyState>
    );
  }
  const { subject, from, to, created_at, status, text } = mail.data;
  return (
    <article className="mail-reader" aria-labelledby="mail-subject">
      <h2 id="mail-subject" className="mail-reader__subject">
        {subject}
      </h2>
      <dl className="mail-reader__meta">
        <div>
          <dt>{t('mailbox.from')}</dt>
          <dd>{from}</dd>
        </div>
        <div>
          <dt>{t('mailbox.to')}</dt>
          <dd>{to}</dd>
        </div>
        <div>
          <dt>{t('mailbox.sent')}</dt>
          <dd>
            <time dateTime={created_at}>{formatDateTime(created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('mailbox.status')}</dt>
          <dd>{status}</dd>
        </div>
      </dl>
      <MailText text={text} />
    </article>
  );
}
