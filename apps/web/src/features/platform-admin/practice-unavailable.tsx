import { interpolate, platformAdminMessages } from '@advice/domain';
import { EmptyState } from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';

/**
 * What a suspended practice's site shows every visitor, in place of its pages. Its words come from the domain's
 * catalogue, the server's own, so they are there before any area's texts have loaded.
 */
export function PracticeUnavailable({ name }: { name: string }) {
  const title = interpolate(platformAdminMessages['platformAdmin.unavailableTitle'], { name });
  useDocumentTitle(title);
  return (
    <main id="main-content" className="page-centred">
      <EmptyState title={title} headingLevel={1}>
        <p>{platformAdminMessages['platformAdmin.practiceSuspended']}</p>
      </EmptyState>
    </main>
  );
}
