import { type CurrentUser, isStaffRole, type PublicPractice } from '@advice/domain';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import type { NavItem } from '../shell/nav-items.ts';
import { MeetingsIcon } from './meetings-icon.tsx';

/** 'Meetings' for a client, 'Meeting rooms' (every client's) for staff, while the practice has advice rooms on. */
export function meetingsNavItems(user: CurrentUser, practice: PublicPractice): NavItem[] {
  if (!isFeatureEnabled(practice, 'adviceRoom')) return [];
  if (user.role === 'client') return [{ key: 'meetings', label: 'meetings.nav', to: '/meetings', icon: MeetingsIcon }];
  if (isStaffRole(user.role) && user.practice_id !== null)
    return [{ key: 'meeting-rooms', label: 'meetings.staffNav', to: '/client-meeting-rooms', icon: MeetingsIcon }];
  return [];
}
