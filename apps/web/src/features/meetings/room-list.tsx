import { type MeetingRoomStatus, meetingRoomStatuses } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, Pager, Select, Spinner } from '../../ui/index.ts';
import { useMeetingRooms } from './meetings.api.ts';
import { LoadFailed, RoomItem, useLiveMeetingRooms } from './room-parts.tsx';

/** What a list shows: the rooms still to come (soonest first, the default), every room, or those of one status (latest first). */
type Filter = 'upcoming' | 'all' | MeetingRoomStatus;
const filters: readonly Filter[] = ['upcoming', 'all', ...meetingRoomStatuses];

const filterOf = (value: string | null): Filter => ((filters as readonly string[]).includes(value ?? '') ? (value as Filter) : 'upcoming');

type RoomListProps = {
  /** One client's rooms; none: every room the viewer may see. */
  clientId?: string;
  isClient: boolean;
  /** What an empty list says, and what to do next. */
  empty: { title: string; text: string; action?: ReactNode };
};

/**
 * Rooms with a filter kept in the address (`?show=`, upcoming first by default) and a pager (`?page=`); staff
 * across clients see whose each room is.
 */
export function RoomList({ clientId, isClient, empty }: RoomListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search.get('show'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useMeetingRooms(
    {
      ...(clientId ? { clientId } : {}),
      isUpcoming: filter === 'upcoming',
      ...(filter !== 'upcoming' && filter !== 'all' ? { status: filter } : {}),
    },
    page,
  );
  useLiveMeetingRooms();
  const go = (next: { show?: Filter; page?: number }) => {
    const show = next.show ?? filter;
    const params: Record<string, string> = {};
    if (show !== 'upcoming') params.show = show;
    if ((next.page ?? 1) > 1) params.page = String(next.page);
    setSearch(params, { replace: true });
  };

  return (
    <>
      <Select
        className="meetings-filter"
        label={t('meetings.filter')}
        options={filters.map((value) => ({ value, label: t(`meetings.filter.${value}`) }))}
        value={filter}
        onChange={(event) => go({ show: filterOf(event.target.value) })}
      />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>{t('meetings.loadFailed')}</LoadFailed>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={empty.title} action={empty.action}>
          <p>{empty.text}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="meeting-list" aria-label={t('meetings.listLabel')}>
            {list.data.items.map((room) => (
              <RoomItem key={room.id} room={room} isClient={isClient} isClientShown={!clientId} />
            ))}
          </ul>
          <Pager
            label={t('meetings.listLabel')}
            pagination={list.data.pagination}
            page={page}
            onPage={(next) => go({ page: next })}
            summary={t('common.pageOf', { page, total: list.data.pagination.totalPages })}
          />
        </>
      )}
    </>
  );
}
