import { allows, type ClientAction, type ClientDetail, type FeatureFlag } from '@advice/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import {
  ActivityIcon,
  CompassIcon,
  type IconProps,
  IdCardIcon,
  LockIcon,
  MessageIcon,
  ShieldIcon,
  StarIcon,
  TodoIcon,
} from '../../../ui/icons.tsx';
import { Card } from '../../../ui/index.ts';
import { MeetingsIcon } from '../../meetings/meetings-icon.tsx';
import { isFeatureEnabled, usePractice } from '../../practice/practice.api.ts';

type SpaceLink = {
  key: string;
  label: CatalogueKey;
  path: (clientId: string) => string;
  flag: FeatureFlag | null;
  /** A page of several features: shown while any one of them is on. */
  anyOf?: readonly FeatureFlag[];
  action: ClientAction;
  icon: ComponentType<IconProps>;
};

/** The client's own space as staff reach it: each page while its feature is on and the viewer may open it. */
export const clientSpaceLinks: readonly SpaceLink[] = [
  {
    key: 'messages',
    label: 'client.space.messages',
    path: (id) => `/clients/${id}/messages`,
    flag: 'messages',
    action: 'messages.view',
    icon: MessageIcon,
  },
  { key: 'todos', label: 'client.space.todos', path: (id) => `/clients/${id}/todos`, flag: 'todos', action: 'todos.view', icon: TodoIcon },
  {
    key: 'motivation',
    label: 'client.space.motivation',
    path: (id) => `/clients/${id}/motivation-centre`,
    flag: 'motivationCentre',
    action: 'motivation.view',
    icon: StarIcon,
  },
  {
    key: 'strategy',
    label: 'client.space.strategy',
    path: (id) => `/clients/${id}/financial-strategy`,
    flag: 'financialStrategy',
    action: 'financialStrategy.view',
    icon: CompassIcon,
  },
  {
    key: 'meetings',
    label: 'client.space.meetings',
    path: (id) => `/clients/${id}/client-meeting-rooms`,
    flag: 'adviceRoom',
    action: 'meetingRoom.view',
    icon: MeetingsIcon,
  },
  {
    key: 'identification',
    label: 'client.space.identification',
    path: (id) => `/clients/${id}/identification`,
    flag: 'myIdentification',
    action: 'identity.view',
    icon: IdCardIcon,
  },
  {
    key: 'verification',
    label: 'client.space.verification',
    path: (id) => `/clients/${id}/identity-verifications`,
    flag: null,
    anyOf: ['singpass', 'iamSmart'],
    action: 'verification.view',
    icon: ShieldIcon,
  },
  {
    key: 'vault',
    label: 'client.space.vault',
    path: (id) => `/clients/${id}/vault`,
    flag: 'documentVault',
    action: 'vault.viewShared',
    icon: LockIcon,
  },
  {
    key: 'activity',
    label: 'client.space.activity',
    path: (id) => `/clients/${id}/activity-feed`,
    flag: 'clientActivityFeed',
    action: 'activityFeed.view',
    icon: ActivityIcon,
  },
  {
    key: 'reports',
    label: 'client.space.reports',
    path: (id) => `/clients/${id}/summary-interaction-reports`,
    flag: null,
    action: 'interactionReports.view',
    icon: ActivityIcon,
  },
  {
    key: 'consumerDuty',
    label: 'consumerDuty.clientAction',
    path: (id) => `/clients/${id}/consumer-duty`,
    flag: null,
    action: 'consumerDuty.view',
    icon: ShieldIcon,
  },
];

/** Links from the adviser's client page to the client's messages, to-dos, motivation centre, strategies, activity and reports. */
export function ClientSpaceSection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const practice = usePractice();
  const links = clientSpaceLinks.filter(
    (link) =>
      (link.flag === null || isFeatureEnabled(practice, link.flag)) &&
      (link.anyOf?.some((flag) => isFeatureEnabled(practice, flag)) ?? true) &&
      allows(client, link.action),
  );
  if (links.length === 0) return null;
  return (
    <Card id="client-space" title={t('client.space.title')} description={t('client.space.description')}>
      <ul className="client-space-links">
        {links.map(({ key, label, path, icon: Icon }) => (
          <li key={key}>
            <Link to={path(client.id)} className="client-space-link">
              <Icon size={18} />
              <span>{t(label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
