import { createClientBody, uploadPolicies } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Banner, Button, Card, DropZone, Select, TextArea, TextField } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { useFeature } from '../../practice/practice.api.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { createClient, useAdviserChoices } from './clients.api.ts';
import { videoProblem } from './clients.video.ts';
import { ClientNameFields, ClientsPageHeader } from './clients-parts.tsx';
import './clients.css';

type Input = z.input<typeof createClientBody>;
type Output = z.output<typeof createClientBody>;
const fields = ['first_name', 'last_name', 'email', 'phone', 'adviser_id', 'message'] as const;

/** Creates a client with an invitation message and, while the practice has the feature on, an optional welcome video (sent with upload progress). */
export function NewClientPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('clients.newTitle'));
  const user = useSignedInUser();
  const navigate = useNavigate();
  const advisers = useAdviserChoices();
  const [video, setVideo] = useState<File | null>(null);
  const [videoError, setVideoError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(createClientBody),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', adviser_id: '', message: '' },
  });
  const { errors } = formState;
  const picksAdviser = user.role !== 'adviser';
  const hasWelcomeVideo = useFeature('welcomeVideo');

  const creation = useApiMutation((form: FormData) => createClient(form, setProgress), {
    success: t('clients.created'),
    onSuccess: (response) => navigate(`/clients?created=${response.id}`),
    invalidates: [['clients']],
    form: { setError, fields },
    onErrorDetails: setProblems,
  });

  const submit = handleSubmit(async (body) => {
    if (videoError) return;
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) if (value) form.append(key, String(value));
    if (video && hasWelcomeVideo) form.append('welcome_video', video);
    setProblems([]);
    setProgress(video ? 0 : null);
    await creation.run(form);
    setProgress(null);
  });

  return (
    <div className="page page--narrow">
      <ClientsPageHeader title={t('clients.newTitle')} lead={t('clients.newLead')} />
      <Card title={t('clients.detailsCard')}>
        <form onSubmit={submit} noValidate className="form-grid">
          {problems.length > 0 ? (
            <Banner tone="error" role="alert">
              {problems.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </Banner>
          ) : null}
          <ClientNameFields register={register} errors={errors} />
          <TextField label={t('clients.phone')} type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
          {picksAdviser ? (
            <Select
              label={t('clients.adviser')}
              isRequired
              error={errors.adviser_id?.message}
              options={[
                { value: '', label: t('clients.chooseAdviser') },
                ...(advisers.data ?? []).map((a) => ({ value: a.id, label: `${a.first_name} ${a.last_name}` })),
              ]}
              {...register('adviser_id')}
            />
          ) : null}
          <TextArea
            id="client-message"
            label={t('clients.message')}
            description={t('clients.messageHint')}
            rows={5}
            error={errors.message?.message}
            {...register('message')}
          />
          {hasWelcomeVideo ? (
            <DropZone
              label={t('clients.video')}
              description={t('clients.videoHint')}
              policy={uploadPolicies.welcomeVideo}
              chosen={video}
              error={videoError}
              onFiles={([file]) => {
                const problem = videoProblem(file ?? null);
                setVideo(problem ? null : (file ?? null));
                setVideoError(problem);
              }}
            />
          ) : null}
          {progress !== null ? (
            <div className="clients__progress">
              <progress max={1} value={progress} aria-label={t('clients.uploading', { percent: Math.round(progress * 100) })} />
              <span>{t('clients.uploading', { percent: Math.round(progress * 100) })}</span>
            </div>
          ) : null}
          <div className="form-actions">
            <Button type="submit" isLoading={formState.isSubmitting}>
              {t('clients.create')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
