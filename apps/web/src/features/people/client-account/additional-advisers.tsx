import { allows, type ClientDetail, maxAdditionalAdvisers } from '@advice/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner, Button, Card, Select } from '../../../ui/index.ts';
import { addAdditionalAdviser, personName, removeAdditionalAdviser, useAdviserChoices, useClientAction } from './client-account.api.ts';

/** The client's additional advisers; with `isManaging`, add and remove them within the limit. */
export function AdditionalAdvisersCard({ client, isManaging = false }: { client: ClientDetail; isManaging?: boolean }) {
  const { t } = useTranslation();
  const canManage = allows(client, 'client.manageAdditionalAdvisers');
  const choices = useAdviserChoices(client.id, isManaging && canManage);
  const addition = useClientAction(client.id, (chosenId: string) => addAdditionalAdviser(client.id, chosenId));
  const removal = useClientAction(client.id, (chosenId: string) => removeAdditionalAdviser(client.id, chosenId));
  const [adviserId, setAdviserId] = useState('');
  const assigned = client.additional_advisers;
  const isFull = assigned.length >= maxAdditionalAdvisers;
  const candidates = (choices.data ?? []).filter((a) => a.id !== client.adviser?.id && !assigned.some((b) => b.id === a.id));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!adviserId) return;
    if (await addition.run(adviserId)) setAdviserId('');
  };

  return (
    <Card
      id="additional-advisers"
      title={t('client.additional.title')}
      description={t('client.additional.description', { max: maxAdditionalAdvisers })}
      actions={
        !isManaging && canManage ? (
          <Link to={`/clients/${client.id}/manage-additional-adviser`}>{t('client.additional.manage')}</Link>
        ) : undefined
      }
    >
      <p className="page-header__meta">{t('client.additional.count', { count: assigned.length, max: maxAdditionalAdvisers })}</p>
      {assigned.length === 0 ? (
        <p>{t('client.additional.none')}</p>
      ) : (
        <ul className="client-people">
          {assigned.map((adviser) => (
            <li key={adviser.id}>
              <span>
                {personName(adviser)} <span className="page-header__meta">{adviser.email}</span>
              </span>
              {isManaging && canManage ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('client.additional.removeLabel', { name: personName(adviser) })}
                  onClick={() => void removal.run(adviser.id)}
                >
                  {t('client.additional.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {isManaging && canManage ? (
        isFull ? (
          <Banner tone="info">{t('client.additional.full', { max: maxAdditionalAdvisers })}</Banner>
        ) : (
          <form className="client-inline-form form-actions--separate" onSubmit={add}>
            <Select
              label={t('client.additional.choose')}
              value={adviserId}
              onChange={(event) => setAdviserId(event.target.value)}
              options={[
                { value: '', label: t('client.additional.choosePlaceholder') },
                ...candidates.map((a) => ({ value: a.id, label: personName(a) })),
              ]}
            />
            <Button type="submit" variant="secondary" isLoading={addition.isPending} disabled={!adviserId}>
              {t('client.additional.add')}
            </Button>
          </form>
        )
      ) : null}
    </Card>
  );
}
