import { allows, type ClientDetail, type CurrentUser, clientTagBody } from '@advice/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, Card, Checkbox, TextField } from '../../../ui/index.ts';
import {
  assignClientTags,
  clientKey,
  clientTagsKey,
  createClientTag,
  deleteClientTag,
  renameClientTag,
  useClientTags,
} from './client-account.api.ts';

/** Assign the practice's tags to this client, and create, rename or delete tags. */
export function ClientTagsSection({ client, user }: { client: ClientDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const tags = useClientTags();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(client.tags.map((tag) => tag.id)));
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const canManage = allows(user, 'tags.manage');
  const invalidates = [clientTagsKey, clientKey(client.id)];
  const assignment = useApiMutation((tagIds: string[]) => assignClientTags(client.id, tagIds), {
    success: t('client.tags.saved'),
    invalidates,
  });
  const naming = useApiMutation(({ send, name }: { send: (name: string) => Promise<unknown>; name: string }) => send(name), {
    success: false,
    invalidates,
    onErrorDetails: (details) => setNameError(details.join(' ')),
  });
  const removal = useApiMutation(deleteClientTag, {
    success: t('client.tags.deleted'),
    onSuccess: (_, id) => setChosen((previous) => new Set([...previous].filter((tagId) => tagId !== id))),
    invalidates,
  });
  if (!allows(client, 'client.tag')) return null;

  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const saveAssignment = () => void assignment.run([...chosen]);

  const submitName = async (event: FormEvent, send: (name: string) => Promise<unknown>, name: string, done: () => void) => {
    event.preventDefault();
    const parsed = clientTagBody.safeParse({ name });
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
    setNameError(undefined);
    if (await naming.run({ send, name: parsed.data.name })) done();
  };

  return (
    <Card id="tags" title={t('client.tags.title')} description={t('client.tags.description')}>
      {tags.data?.length ? (
        <ul className="client-tags">
          {tags.data.map((tag) => (
            <li key={tag.id}>
              {renaming?.id === tag.id ? (
                <form
                  className="client-inline-form"
                  onSubmit={(event) =>
                    submitName(
                      event,
                      (name) => renameClientTag(tag.id, name),
                      renaming.name,
                      () => setRenaming(null),
                    )
                  }
                >
                  <TextField
                    label={t('client.tags.renameLabel', { name: tag.name })}
                    value={renaming.name}
                    error={nameError}
                    onChange={(event) => setRenaming({ id: tag.id, name: event.target.value })}
                  />
                  <Button type="submit" size="sm">
                    {t('client.tags.rename')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRenaming(null)}>
                    {t('client.tags.cancel')}
                  </Button>
                </form>
              ) : (
                <div className="client-tag-row">
                  <Checkbox label={tag.name} checked={chosen.has(tag.id)} onChange={() => toggle(tag.id)} />
                  {canManage ? (
                    <span className="client-tag-row__actions">
                      <Button variant="ghost" size="sm" onClick={() => setRenaming({ id: tag.id, name: tag.name })}>
                        {t('client.tags.rename')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('client.tags.deleteLabel', { name: tag.name })}
                        onClick={() => void removal.run(tag.id)}
                      >
                        {t('client.tags.delete')}
                      </Button>
                    </span>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="page-header__meta">{t('client.tags.none')}</p>
      )}
      <div className="form-actions">
        <Button onClick={saveAssignment} isLoading={assignment.isPending} disabled={!tags.data?.length}>
          {t('client.tags.save')}
        </Button>
      </div>
      {canManage ? (
        <form
          className="client-inline-form form-actions--separate"
          noValidate
          onSubmit={(event) => submitName(event, createClientTag, newName, () => setNewName(''))}
        >
          <TextField
            label={t('client.tags.newName')}
            value={newName}
            maxLength={50}
            error={renaming ? undefined : nameError}
            onChange={(event) => setNewName(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('client.tags.create')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
