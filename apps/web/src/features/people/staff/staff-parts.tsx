import { adminLevels, roleLabel, type StaffStatus } from '@advice/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, StatusBadge, TextField } from '../../../ui/index.ts';
import { accountStatusTone } from '../account-status.ts';
import { effectiveSearch } from './staff.api.ts';
import './staff.css';

export function StaffStatusBadge({ status }: { status: StaffStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={accountStatusTone(status)}>{t(`staff.status.${status}`)}</StatusBadge>;
}

export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`;
}

/** The list's page and search live in the URL, so a reload or a shared link keeps them. */
export function useListParams(): { page: number; search: string; setPage: (page: number) => void; setSearch: (term: string) => void } {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = effectiveSearch(params.get('search') ?? '');
  return {
    page,
    search,
    setPage: (next) =>
      setParams((current) => {
        current.set('page', String(next));
        return current;
      }),
    setSearch: (term) => setParams(term ? { search: term } : {}),
  };
}

export function StaffSearch({ search, onSearch }: { search: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState(search);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed.length > 0 && trimmed.length < 3) {
      setError(t('errors.searchMin'));
      return;
    }
    setError(undefined);
    onSearch(trimmed);
  };
  return (
    <search className="staff-search">
      <form className="staff-search__form" onSubmit={submit} noValidate>
        <TextField
          label={t('staff.search')}
          type="search"
          value={term}
          maxLength={100}
          description={t('staff.searchHint')}
          error={error}
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('staff.searchButton')}
        </Button>
      </form>
    </search>
  );
}

export const levelOptions = adminLevels.map((level) => ({ value: level, label: roleLabel('admin', level) }));
