import { allows, type TaxHealthCheckView } from '@advice/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Dialog } from '../../ui/index.ts';
import { taxHealthCheckCalls, useStoreTaxHealthCheck } from './financial-audit.api.ts';

/**
 * Rich text as the content holds it: paragraphs, a run of paragraphs starting with "- " a bulleted list.
 */
export function RichText({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  const blocks: (string | string[])[] = [];
  for (const paragraph of paragraphs) {
    const last = blocks.at(-1);
    if (!paragraph.startsWith('- ')) blocks.push(paragraph);
    else if (Array.isArray(last)) last.push(paragraph.slice(2));
    else blocks.push([paragraph.slice(2)]);
  }
  return (
    <div className={['thc-rich', className].filter(Boolean).join(' ')}>
      {blocks.map((block, index) =>
        Array.isArray(block) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the content's paragraphs are fixed and in order
          <ul key={index}>
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the content's paragraphs are fixed and in order
          <p key={index}>{block}</p>
        ),
      )}
    </div>
  );
}

/** The adviser's mark on a past year's unfinished check, confirmed first (spec 3 §4). */
function MarkCompleteButton({ check }: { check: TaxHealthCheckView }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const store = useStoreTaxHealthCheck();
  const mark = useApiMutation(() => taxHealthCheckCalls.markComplete(check.case_id), {
    onSuccess: async (saved) => {
      setOpen(false);
      await store(saved);
    },
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('taxHealthCheck.markComplete')}</Button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t('taxHealthCheck.markCompleteTitle')}
        footer={
          <>
            <Button isLoading={mark.isPending} onClick={() => void mark.run()}>
              {t('taxHealthCheck.markComplete')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('taxHealthCheck.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('taxHealthCheck.markCompleteText')}</p>
      </Dialog>
    </>
  );
}

/**
 * Where the check stands, above every step (spec 3 §4): completed alone or with the partner, marked
 * complete by the adviser, a past year's check that can no longer change or be completed (with the
 * adviser's way to mark it complete), or a request that is with the adviser or closed.
 */
export function CheckNotices({ check }: { check: TaxHealthCheckView }) {
  const { t } = useTranslation();
  const notices: ReactNode[] = [];
  if (check.status === 'completed') {
    const text = check.is_marked_complete
      ? t('taxHealthCheck.markedComplete')
      : check.with_partner
        ? t('taxHealthCheck.completedWithPartner')
        : t('taxHealthCheck.completedAlone');
    notices.push(
      <Banner key="completed" tone="success">
        <p>{text}</p>
      </Banner>,
    );
  }
  if (check.lock === 'past_year') {
    const isOpen = check.status === 'in_progress';
    notices.push(
      <Banner
        key="past-year"
        tone={isOpen ? 'warning' : 'info'}
        actions={allows(check, 'markComplete') ? <MarkCompleteButton check={check} /> : undefined}
      >
        <p>{isOpen ? t('taxHealthCheck.pastYearBlocked') : t('taxHealthCheck.notEditable')}</p>
      </Banner>,
    );
  } else if (check.lock) {
    notices.push(
      <Banner key="lock" tone="info">
        <p>{check.lock === 'with_adviser' ? t('taxHealthCheck.withAdviser') : t('taxHealthCheck.requestClosed')}</p>
      </Banner>,
    );
  }
  return notices.length > 0 ? <div className="thc-notices">{notices}</div> : null;
}
