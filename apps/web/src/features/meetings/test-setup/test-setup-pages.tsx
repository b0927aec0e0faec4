import { meetingRoomPages } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ClientHeader } from '../../people/client-account/client-header.tsx';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { OwnRoomsPage, StaffRoomsPage } from '../room-guards.tsx';
import { DeviceTest } from './device-test.tsx';
import '../meetings.css';

function BackToMeeting({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('meetings.testSetup.back')} className="meetings-page__back">
      <Link to={to}>{t('meetings.testSetup.back')}</Link>
    </nav>
  );
}

/** The device test on its own page, under a heading and a way back to the meeting (client, guest). */
export function TestSetupPage({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('meetings.testSetup.title'));
  return (
    <div className="page meetings-page">
      <header className="page-header">
        <BackToMeeting to={backTo} />
        <h1>{t('meetings.testSetup.title')}</h1>
        <p className="page__lead">{t('meetings.testSetup.lead')}</p>
      </header>
      <DeviceTest />
    </div>
  );
}

/** clients/{clientId}/client-meeting-rooms/{roomId}/test-setup: staff test their devices before a client's meeting. */
export function StaffTestSetupRoute() {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  return (
    <StaffRoomsPage ownPath={`${meetingRoomPages.client(roomId)}/test-setup`} title={() => t('meetings.testSetup.title')}>
      {(client) => (
        <>
          <ClientHeader client={client} title={t('meetings.testSetup.title')} />
          <BackToMeeting to={meetingRoomPages.staff(client.id, roomId)} />
          <p className="page__lead meetings-page__intro">{t('meetings.testSetup.lead')}</p>
          <DeviceTest />
        </>
      )}
    </StaffRoomsPage>
  );
}

/** meetings/client-meeting-rooms/{roomId}/test-setup: the client tests their devices before the meeting. */
export function ClientTestSetupRoute() {
  const { roomId = '' } = useParams();
  return <OwnRoomsPage>{() => <TestSetupPage backTo={meetingRoomPages.client(roomId)} />}</OwnRoomsPage>;
}
