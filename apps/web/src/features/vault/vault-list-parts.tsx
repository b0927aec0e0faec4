import type { QueryKey } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import type { Pagination } from '../../lib/pagination.ts';
import { Button, ConfirmDialog, Pager } from '../../ui/index.ts';

type PagedListProps<T extends { id: string }> = {
  /** Names the list and its pager. */
  label: string;
  className: string;
  list: { items: T[]; pagination: Pagination };
  page: number;
  onPage: (page: number) => void;
  /** One entry of the list: an `<li>`. */
  children: (item: T) => ReactNode;
};

/** A page of a list (document requests, share links) with "Page 2 of 5" under it while there is more than one. */
export function PagedList<T extends { id: string }>({ label, className, list, page, onPage, children }: PagedListProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      <ul className={className} aria-label={label}>
        {list.items.map((item) => (
          <Fragment key={item.id}>{children(item)}</Fragment>
        ))}
      </ul>
      <Pager
        label={label}
        pagination={list.pagination}
        page={page}
        onPage={onPage}
        summary={t('common.pageOf', { page, total: list.pagination.totalPages })}
      />
    </>
  );
}

type ConfirmedActionProps = {
  /** The small button that opens the question. */
  label: string;
  variant: 'secondary' | 'ghost';
  title: string;
  /** What the change does, in the dialog. */
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The call the change makes, its success toast, and what it reloads. */
  call: () => Promise<unknown>;
  success: string;
  invalidates: ReadonlyArray<QueryKey>;
};

/**
 * A change that cannot be undone (withdrawing a request, revoking a link): a small button that asks first,
 * then makes the call; a refusal is said inside the dialog.
 */
export function ConfirmedActionButton({
  label,
  variant,
  title,
  text,
  confirmLabel,
  cancelLabel,
  call,
  success,
  invalidates,
}: ConfirmedActionProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = useApiMutation(call, {
    success,
    invalidates,
    onSuccess: () => setIsConfirming(false),
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  const close = () => {
    setIsConfirming(false);
    setError(null);
  };
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setIsConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={close}
        title={title}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        tone="danger"
        isBusy={action.isPending}
        error={error}
        onConfirm={() => void action.run()}
      >
        <p>{text}</p>
      </ConfirmDialog>
    </>
  );
}
