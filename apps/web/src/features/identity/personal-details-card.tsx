import {
  type Identification,
  type IdentityPersonalDetails,
  identityMessages,
  identityPersonalDetailsBody,
  isSectionLockedFor,
  lockOf,
} from '@advice/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Card } from '../../ui/index.ts';
import { CountryList, type CountryListKind } from './country-list.tsx';
import { mayDo, type Viewer } from './identification-view.tsx';
import { identityCalls, identityKey } from './identity.api.ts';
import { LockNotice, LockToggle } from './section-lock.tsx';

type Lists = Record<CountryListKind, string[]>;
/** Refusals by list, then by entry index ('list' for the list's own). */
type ListErrors = Record<CountryListKind, Record<string, string>>;
const noErrors: ListErrors = { nationalities: {}, residencies: {} };

const listsOf = (details: IdentityPersonalDetails): Lists => ({
  nationalities: details.nationalities.map((entry) => entry.country),
  residencies: details.residencies.map((entry) => entry.country),
});

/** Refusals keyed as the form shows them, from paths like ['nationalities', 1] (the schema's) or 'nationalities.1' (the server's). */
function errorsOf(refusals: { path: readonly PropertyKey[]; message: string }[]): ListErrors {
  const errors: ListErrors = { nationalities: {}, residencies: {} };
  for (const { path, message } of refusals) {
    const [list, index] = path;
    if (list !== 'nationalities' && list !== 'residencies') continue;
    const key = index === undefined ? 'list' : String(index);
    errors[list][key] ??= message;
  }
  return errors;
}

/** When and by whom the details were last saved. */
export function UpdatedLine({ at, by }: { at: string | null; by: { name: string } | null }) {
  const { t } = useTranslation();
  if (!at) return <p className="identification__meta">{t('identity.neverSaved')}</p>;
  return (
    <p className="identification__meta">
      {by?.name ? t('identity.updated', { date: formatDate(at), name: by.name }) : t('identity.updatedOn', { date: formatDate(at) })}
    </p>
  );
}

/**
 * The numbered nationalities and residencies. The client cannot change them while the section is locked
 * (the form is disabled and says who locked it); the director only reads them. A save carries the
 * version the form was loaded at; one over someone else's newer save offers to load it.
 */
export function PersonalDetailsCard({ identification, viewer }: { identification: Identification; viewer: Viewer }) {
  const { t } = useTranslation();
  const stored = identification.personal_details;
  const lock = lockOf(identification.locks, 'personalDetails');
  const isEditable = mayDo(viewer, 'identity.edit') && !isSectionLockedFor(viewer, lock);
  const [lists, setLists] = useState<Lists>(() => listsOf(stored));
  const [baseVersion, setBaseVersion] = useState(stored.version);
  const [isDirty, setIsDirty] = useState(false);
  const [errors, setErrors] = useState<ListErrors>(noErrors);
  const [isStale, setIsStale] = useState(false);

  // Someone else's save (or a live refresh) shows at once, unless the person is in the middle of a change.
  useEffect(() => {
    if (isDirty) return;
    setLists(listsOf(stored));
    setBaseVersion(stored.version);
  }, [stored, isDirty]);

  const save = useApiMutation((body: { version: number } & Lists) => identityCalls.saveDetails(viewer.clientId, body), {
    invalidates: [identityKey],
    onSuccess: (saved) => {
      setIsDirty(false);
      setLists(listsOf(saved.personal_details));
      setBaseVersion(saved.personal_details.version);
    },
    isShownByCaller: (error) => isApiError(error) && (error.status === 400 || error.status === 409),
    onErrorDetails: (details, error) => {
      if (!isApiError(error)) return;
      if (error.status === 409 && details.includes(identityMessages['identity.changedElsewhere'])) return setIsStale(true);
      if (error.status === 409) return setErrors({ nationalities: { list: details.join(' ') }, residencies: {} });
      setErrors(errorsOf(Object.entries(error.fieldErrors).map(([field, message]) => ({ path: field.split('.'), message }))));
    },
  });

  const change = (kind: CountryListKind) => (codes: string[]) => {
    setLists((current) => ({ ...current, [kind]: codes }));
    setIsDirty(true);
    setErrors(noErrors);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { version: baseVersion, ...lists };
    const checked = identityPersonalDetailsBody.safeParse(body);
    if (!checked.success) return setErrors(errorsOf(checked.error.issues));
    setErrors(noErrors);
    void save.run(checked.data);
  };

  const loadLatest = () => {
    setIsStale(false);
    setIsDirty(false);
  };

  return (
    <Card
      id="personal-details"
      title={t('identity.section.personalDetails')}
      description={viewer.isClient ? t('identity.details.lead') : t('identity.details.staffLead', { name: viewer.clientName })}
      actions={<LockToggle identification={identification} section="personalDetails" viewer={viewer} />}
    >
      <LockNotice lock={lock} viewer={viewer} />
      {isStale ? (
        <Banner
          tone="warning"
          role="alert"
          actions={
            <Button variant="secondary" size="sm" onClick={loadLatest}>
              {t('identity.loadLatest')}
            </Button>
          }
        >
          <p>{identityMessages['identity.changedElsewhere']}</p>
        </Banner>
      ) : null}
      <form className="identification__details" onSubmit={submit} noValidate aria-label={t('identity.section.personalDetails')}>
        <div className="identification__lists">
          <CountryList
            kind="nationalities"
            codes={lists.nationalities}
            errors={errors.nationalities}
            isEditable={isEditable}
            onChange={change('nationalities')}
          />
          <CountryList
            kind="residencies"
            codes={lists.residencies}
            errors={errors.residencies}
            isEditable={isEditable}
            onChange={change('residencies')}
          />
        </div>
        <UpdatedLine at={stored.updated_at} by={stored.updated_by} />
        {isEditable ? (
          <div className="form-actions">
            <Button type="submit" isLoading={save.isPending}>
              {t('identity.saveDetails')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
