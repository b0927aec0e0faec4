import { type LibraryPdf, libraryContentKindOf } from '@advice/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ConfirmDialog, ExternalLink, Spinner, StatusBadge } from '../../ui/index.ts';
import { libraryKey } from './library.api.ts';

const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer.tsx').then((module) => ({ default: module.PdfViewer })));

/** What an item or a brochure shows, whichever it is. */
export type ShownContent = {
  id: string;
  title: string;
  description: string;
  pdf: LibraryPdf | null;
  pdf_url: string | null;
  link_url: string | null;
  display_until?: string | null;
  state?: 'shown' | 'expired';
};

/** A calendar date ('2027-03-31') as dates show (March 31, 2027), read at midday so no time zone moves its day. */
export function formatCalendarDate(date: string): string {
  return formatDate(`${date}T12:00:00`);
}

export function ExpiredBadge({ content }: { content: ShownContent }) {
  const { t } = useTranslation();
  return content.state === 'expired' ? <StatusBadge tone="neutral">{t('library.expired')}</StatusBadge> : null;
}

/** A card of a list: the title leading to the content's page, what it is, until when it shows. */
export function ContentCard({ content, to, badge }: { content: ShownContent; to: string; badge?: ReactNode }) {
  const { t } = useTranslation();
  const kind = libraryContentKindOf(content);
  return (
    <li className="library-card">
      <div className="library-card__head">
        <h2 className="library-card__title">
          <Link to={to}>{content.title}</Link>
        </h2>
        {badge}
      </div>
      <p className="library-card__meta">
        {t(`library.kind.${kind}`)}
        {content.display_until ? ` · ${t('library.until', { date: formatCalendarDate(content.display_until) })}` : ''}
      </p>
      {content.description ? <p className="library-card__description">{content.description}</p> : null}
    </li>
  );
}

/** The content itself: an uploaded PDF in the viewer (with its download), a PDF elsewhere or a page elsewhere, in a new tab. */
export function ContentBody({ content }: { content: ShownContent }) {
  const { t } = useTranslation();
  const { pdf } = content;
  return (
    <>
      {content.description ? <p className="library-item__description">{content.description}</p> : null}
      {pdf ? (
        <section className="library-item__pdf" aria-label={t('library.pdfTitle')}>
          <p>
            <a href={pdf.url} download={pdf.file_name}>
              {t('library.downloadPdf')}
            </a>
          </p>
          <div className="library-item__viewer">
            <Suspense fallback={<Spinner />}>
              <PdfViewer url={pdf.url} title={content.title} downloadName={pdf.file_name} />
            </Suspense>
          </div>
        </section>
      ) : null}
      {content.pdf_url ? (
        <p className="library-item__link">
          <ExternalLink href={content.pdf_url}>{t('library.openPdf')}</ExternalLink>
        </p>
      ) : null}
      {content.link_url ? (
        <p className="library-item__link">
          <ExternalLink href={content.link_url}>{t('library.openLink')}</ExternalLink>
        </p>
      ) : null}
    </>
  );
}

/** Deletes an item or a brochure after its confirmation, then leaves for its list (`leaveTo`) with the toast. */
export function DeleteContent({
  remove,
  success,
  leaveTo,
  texts,
}: {
  remove: () => Promise<unknown>;
  success: string;
  leaveTo: string;
  texts: { title: string; confirm: string; text: string };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const removing = useApiMutation(remove, {
    success,
    onSuccess: () => navigate(leaveTo),
    onErrorDetails: (details) => setError(details),
    invalidates: [libraryKey],
  });
  return (
    <>
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        {t('library.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={texts.title}
        confirmLabel={texts.confirm}
        cancelLabel={t('library.cancel')}
        tone="danger"
        isBusy={removing.isPending}
        error={error}
        onConfirm={() => void removing.run()}
        onClose={() => setIsOpen(false)}
      >
        <p>{texts.text}</p>
      </ConfirmDialog>
    </>
  );
}
