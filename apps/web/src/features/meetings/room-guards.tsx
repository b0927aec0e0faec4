import type { ClientAction, ClientDetail } from '@advice/domain';
import type { ReactNode } from 'react';
import { OwnAreaPage, StaffAreaPage } from '../people/client-account/client-area-guards.tsx';

/**
 * A staff page of a client's rooms: behind the adviceRoom feature, for a client the viewer may see the rooms
 * of (or take `action` on), else the not-found page; a client who opens it goes to `ownPath`, their own page.
 */
export function StaffRoomsPage({
  action = 'meetingRoom.view',
  ownPath,
  title,
  children,
}: {
  action?: ClientAction;
  ownPath: string;
  title: (client: ClientDetail) => string;
  children: (client: ClientDetail) => ReactNode;
}) {
  return (
    <StaffAreaPage gate="adviceRoom" action={action} ownPath={ownPath} title={title}>
      {children}
    </StaffAreaPage>
  );
}

/** A page of the client's own rooms: behind the feature, and for the client alone (staff open a client's). */
export function OwnRoomsPage({ children }: { children: (clientId: string) => ReactNode }) {
  return <OwnAreaPage gate="adviceRoom">{children}</OwnAreaPage>;
}
