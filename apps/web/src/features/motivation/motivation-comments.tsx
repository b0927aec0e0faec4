import {
  type MotivationComment,
  type MotivationItem,
  maxMotivationCommentLength,
  motivationCommentBody,
  motivationMessages,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { notify } from '../../lib/notify.ts';
import { Button, Card, Spinner, StatusBadge, TextArea } from '../../ui/index.ts';
import { useRealtimeEvent } from '../shell/realtime.ts';
import { commentNoticesKey, commentsKey, commentsShown, itemKey, motivationCalls, useMotivationComments } from './motivation.api.ts';

type Input = z.input<typeof motivationCommentBody>;
type Output = z.output<typeof motivationCommentBody>;

/** Reloads the item's comments and its count, as a new or deleted comment does. */
function reloadComments(queryClient: QueryClient, clientId: string, itemId: string): void {
  void queryClient.invalidateQueries({ queryKey: commentsKey(clientId, itemId) });
  void queryClient.invalidateQueries({ queryKey: itemKey(clientId, itemId) });
}

/**
 * Keeps an open item's comments current without reloading the page: the server publishes
 * `motivation.comments` (the client and item, never the text) to the client, their staff and the
 * commenter's other tabs after each new or deleted comment.
 */
function useLiveComments(clientId: string, itemId: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('motivation.comments', (event) => {
    if (event.clientId !== clientId || event.itemId !== itemId) return;
    reloadComments(queryClient, clientId, itemId);
    // The new notice may be about this item: the page marks it read once it is listed.
    void queryClient.invalidateQueries({ queryKey: commentNoticesKey });
  });
}

function CommentEntry({ comment, onDelete, isDeleting }: { comment: MotivationComment; onDelete: () => void; isDeleting: boolean }) {
  const { t } = useTranslation();
  const name = comment.is_own ? t('motivation.comments.you') : (comment.author?.name ?? t('motivation.comments.someone'));
  return (
    <li className="motivation-comment">
      <p className="motivation-comment__meta">
        <span className="motivation-comment__author">{name}</span>
        {comment.author?.is_client && !comment.is_own ? <StatusBadge tone="info">{t('motivation.comments.client')}</StatusBadge> : null}
        <time dateTime={comment.created_at}>{formatDateTime(comment.created_at)}</time>
      </p>
      <p className="motivation-comment__body">{comment.body}</p>
      {comment.is_own ? (
        <Button variant="ghost" size="sm" onClick={onDelete} isLoading={isDeleting}>
          {t('motivation.comments.delete')}
        </Button>
      ) : null}
    </li>
  );
}

type CommentsProps = {
  clientId: string;
  item: Pick<MotivationItem, 'id' | 'title'>;
  canComment: boolean;
  /** How the empty list invites the viewer to start: the client themself, or their staff (naming the client). */
  emptyText: string;
};

/** The item's comments, oldest first, with a box to add one; new ones appear as they are written. */
export function MotivationComments({ clientId, item, canComment, emptyText }: CommentsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const comments = useMotivationComments(clientId, item.id);
  useLiveComments(clientId, item.id);
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(motivationCommentBody),
    defaultValues: { body: '' },
  });
  const send = useApiMutation((values: Output) => motivationCalls.comment(clientId, item.id, values.body), {
    success: false,
    invalidates: [commentsKey(clientId, item.id), itemKey(clientId, item.id)],
    form: { setError, fields: ['body'] },
    onErrorDetails: () => notify.error(t('motivation.comments.notSent')),
    onSuccess: () => reset({ body: '' }),
  });
  const remove = useApiMutation((commentId: string) => motivationCalls.removeComment(clientId, item.id, commentId), {
    success: motivationMessages['motivation.commentRemoved'],
    onSuccess: () => reloadComments(queryClient, clientId, item.id),
  });
  const list = comments.data?.comments ?? [];
  const total = comments.data?.total ?? 0;
  return (
    <Card title={t('motivation.comments.title')} className="motivation-comments">
      {comments.isPending ? <Spinner /> : null}
      {comments.isError ? <p>{t('common.fetchFailed')}</p> : null}
      {comments.data && list.length === 0 ? <p className="motivation-comments__empty">{emptyText}</p> : null}
      {total > commentsShown ? <p className="page__note">{t('motivation.comments.olderHidden', { count: commentsShown })}</p> : null}
      {list.length > 0 ? (
        <ol className="motivation-comments__list" aria-label={t('motivation.comments.listLabel', { title: item.title })} aria-live="polite">
          {list.map((comment) => (
            <CommentEntry
              key={comment.id}
              comment={comment}
              isDeleting={remove.isPending && remove.variables === comment.id}
              onDelete={() => void remove.run(comment.id)}
            />
          ))}
        </ol>
      ) : null}
      {canComment ? (
        <form onSubmit={handleSubmit(send.run)} noValidate className="form-grid motivation-comments__form">
          <TextArea
            label={t('motivation.comments.field')}
            rows={3}
            maxLength={maxMotivationCommentLength}
            error={formState.errors.body?.message}
            {...register('body')}
          />
          <div className="form-actions">
            <Button type="submit" isLoading={formState.isSubmitting}>
              {t('motivation.comments.send')}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
