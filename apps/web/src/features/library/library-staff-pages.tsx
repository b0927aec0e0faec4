import { type LibraryItem, libraryMessages, type PracticeBrochure } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, ButtonLink, Card, Checkbox, EmptyState, Pager, Spinner } from '../../ui/index.ts';
import { useFeature } from '../practice/practice.api.ts';
import { libraryCalls, libraryKey, useLibraryItem, useLibraryItems, usePracticeBrochures } from './library.api.ts';
import { ContentCard, DeleteContent, ExpiredBadge } from './library-content.tsx';
import { LibraryContentForm } from './library-content-form.tsx';
import { backLink, ContentArticle, ContentUnavailable, LibraryPage } from './library-pages.tsx';

const staffHome = '/practice-library-content';

/** Only the practice's staff manage its library; a client who finds these addresses gets the not-found page. */
function StaffPage({ title, children }: { title: string; children: React.ReactNode }) {
  return <LibraryPage title={title}>{(user) => (user.role === 'client' ? <NotFoundPage /> : children)}</LibraryPage>;
}

function ItemList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useLibraryItems(page);
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('library.loadFailed')}</p>
      </Banner>
    );
  const { items, pagination } = list.data;
  if (items.length === 0)
    return (
      <EmptyState title={t('library.emptyTitle')} action={<ButtonLink to={`${staffHome}/new`}>{t('library.add')}</ButtonLink>}>
        <p>{t('library.emptyStaff')}</p>
      </EmptyState>
    );
  return (
    <>
      <ul className="library-list" aria-label={t('library.listLabel')}>
        {items.map((item) => (
          <ContentCard key={item.id} content={item} to={`${staffHome}/${item.id}`} badge={<ExpiredBadge content={item} />} />
        ))}
      </ul>
      <Pager
        label={t('library.listLabel')}
        pagination={pagination}
        page={page}
        onPage={setPage}
        summary={t('common.pageOf', { page, total: Math.max(1, pagination.totalPages) })}
      />
    </>
  );
}

function BrochureChoice({ brochure }: { brochure: PracticeBrochure }) {
  const { t } = useTranslation();
  const choose = useApiMutation((shown: boolean) => libraryCalls.choose(brochure.id, shown), { invalidates: [libraryKey] });
  return (
    <li className="library-choice">
      <Checkbox
        label={t('library.choices.show', { title: brochure.title })}
        description={brochure.description || undefined}
        checked={brochure.shown}
        disabled={choose.isPending}
        onChange={(event) => void choose.run(event.target.checked)}
      />
    </li>
  );
}

/** The platform's brochures with the practice's choice of each, while the practice has them on. */
function BrochureChoices() {
  const { t } = useTranslation();
  const brochures = usePracticeBrochures(true);
  if (brochures.isPending) return <Spinner />;
  if (brochures.isError) return null;
  return (
    <Card title={t('library.choices.title')} className="library-choices">
      <p>{t('library.choices.lead')}</p>
      {brochures.data.items.length === 0 ? (
        <p>{t('library.choices.empty')}</p>
      ) : (
        <ul className="library-choices__list" aria-label={t('library.choices.title')}>
          {brochures.data.items.map((brochure) => (
            <BrochureChoice key={brochure.id} brochure={brochure} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** practice-library-content: the staff's library, every item with its state, and the brochures to choose from. */
export function StaffLibraryRoute() {
  const { t } = useTranslation();
  const hasBrochures = useFeature('preApprovedBrochures');
  return (
    <StaffPage title={t('library.title')}>
      <header className="page-header library__header">
        <div>
          <h1>{t('library.title')}</h1>
          <p className="page__lead">{t('library.staffLead')}</p>
        </div>
        <div className="form-actions">
          <ButtonLink to={`${staffHome}/new`}>{t('library.add')}</ButtonLink>
          <ButtonLink variant="ghost" to="/library">
            {t('library.viewAsClient')}
          </ButtonLink>
        </div>
      </header>
      <ItemList />
      {hasBrochures ? <BrochureChoices /> : null}
    </StaffPage>
  );
}

/** practice-library-content/new: the form of a new item. */
export function NewLibraryItemRoute() {
  const { t } = useTranslation();
  return (
    <StaffPage title={t('library.form.newTitle')}>
      <header className="page-header">
        {backLink(t('library.back'), staffHome)}
        <h1>{t('library.form.newTitle')}</h1>
      </header>
      <Card title={t('library.form.cardTitle')}>
        <LibraryContentForm
          hasDate
          purpose="libraryPdf"
          upload={libraryCalls.upload}
          save={libraryCalls.create}
          afterSave={staffHome}
          backPath={staffHome}
        />
      </Card>
    </StaffPage>
  );
}

function DeleteItem({ item }: { item: LibraryItem }) {
  const { t } = useTranslation();
  return (
    <DeleteContent
      remove={() => libraryCalls.remove(item.id)}
      success={libraryMessages['library.removed']}
      leaveTo={staffHome}
      texts={{ title: t('library.deleteTitle', { title: item.title }), confirm: t('library.deleteConfirm'), text: t('library.deleteText') }}
    />
  );
}

function EditItem({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const item = useLibraryItem(itemId);
  if (item.isPending) return <Spinner />;
  if (item.isError) return <ContentUnavailable error={item.error} onRetry={() => void item.refetch()} back={staffHome} />;
  const data = item.data;
  return (
    <>
      <ContentArticle content={data} back={staffHome} actions={<DeleteItem item={data} />} />
      <Card title={t('library.form.editTitle', { title: data.title })}>
        <LibraryContentForm
          key={data.updated_at}
          content={data}
          hasDate
          purpose="libraryPdf"
          upload={libraryCalls.upload}
          save={(body) => libraryCalls.update(data.id, body)}
          afterSave={staffHome}
          backPath={staffHome}
        />
      </Card>
    </>
  );
}

/** practice-library-content/{itemId}: one item as staff see it (expired or not), its form and its deletion. */
export function EditLibraryItemRoute() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  return (
    <StaffPage title={t('library.title')}>
      <EditItem itemId={itemId} />
    </StaffPage>
  );
}
