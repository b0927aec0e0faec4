import { allows, type ClientDetail, type CurrentUser } from '@advice/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Select } from '../../../ui/index.ts';
import { changeClientAdviser, personName, useAdviserChoices, useClientAction } from './client-account.api.ts';

/** Move the client to another active adviser (the client themself sees only advisers who show their profile). */
export function ChangeAdviserSection({ client, user }: { client: ClientDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const allowed = allows(client, 'client.changeAdviser');
  const choices = useAdviserChoices(client.id, allowed);
  const change = useClientAction(client.id, (chosenId: string) => changeClientAdviser(client.id, chosenId));
  const [adviserId, setAdviserId] = useState('');
  if (!allowed) return null;
  const options = (choices.data ?? []).filter((adviser) => adviser.id !== client.adviser?.id);
  if (options.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!adviserId) return;
    if (await change.run(adviserId)) setAdviserId('');
  };

  return (
    <Card
      id="change-adviser"
      title={t('client.changeAdviser.title')}
      description={user.role === 'client' ? t('client.changeAdviser.clientDescription') : t('client.changeAdviser.description')}
    >
      <form className="client-inline-form" onSubmit={submit}>
        <Select
          label={t('client.additional.choose')}
          value={adviserId}
          onChange={(event) => setAdviserId(event.target.value)}
          options={[
            { value: '', label: t('client.additional.choosePlaceholder') },
            ...options.map((adviser) => ({
              value: adviser.id,
              label: adviser.job_title ? `${personName(adviser)} (${adviser.job_title})` : personName(adviser),
            })),
          ]}
        />
        <Button type="submit" variant="secondary" isLoading={change.isPending} disabled={!adviserId}>
          {t('client.changeAdviser.submit')}
        </Button>
      </form>
    </Card>
  );
}
