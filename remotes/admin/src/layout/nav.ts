import type { ComponentType } from 'react';
import {
  BellIcon,
  BookIcon,
  ChartIcon,
  ChatIcon,
  ConsultantIcon,
  HomeIcon,
  PenIcon,
  QuestionIcon,
  RestoreIcon,
  UserPlusIcon,
  UsersIcon,
} from '../common/icons';

export interface NavEntry {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** Only an exact match marks it current (Home would otherwise match every page). */
  end?: boolean;
}

/**
 * SPEC section 2: Home, writers, users, consultants and 'addwriter' labelled Add Writers; then
 * the console's other pages (issue 28: the nav lists every admin page).
 */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/', label: 'Home', icon: HomeIcon, end: true },
  { to: '/writers', label: 'Writers', icon: PenIcon },
  { to: '/users', label: 'Users', icon: UsersIcon },
  { to: '/consultants', label: 'Consultants', icon: ConsultantIcon },
  { to: '/addwriter', label: 'Add Writers', icon: UserPlusIcon },
  { to: '/addconsultant', label: 'Add Consultant', icon: UserPlusIcon },
  { to: '/deleted', label: 'Deleted Profiles', icon: RestoreIcon },
  // Issue 24: the moderation queue.
  { to: '/stories', label: 'Stories', icon: BookIcon },
  { to: '/questions', label: 'Questions', icon: QuestionIcon },
  // Issue 42: readers' comments, pre-moderated, and readers' reports.
  { to: '/comments', label: 'Comments', icon: ChatIcon },
  { to: '/reports', label: 'Reports', icon: ChartIcon },
  // Issue 42: notifications to readers' inboxes ("Create Notification").
  { to: '/notifications', label: 'Notifications', icon: BellIcon },
];
