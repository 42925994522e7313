/** The dashboard's eight stat cards (SPEC section 2), filled with live counts from the API. */
import type { DashboardCounts } from '../api/types';

export type StatTone = 'users' | 'writers' | 'plans' | 'consultants';

export interface Stat {
  label: string;
  key: keyof DashboardCounts;
  tone: StatTone;
}

export const DASHBOARD_STATS: readonly Stat[] = [
  { label: 'Total Users', key: 'totalUsers', tone: 'users' },
  { label: 'Active Users', key: 'activeUsers', tone: 'users' },
  { label: 'Total Writers', key: 'totalWriters', tone: 'writers' },
  { label: 'Active Writers', key: 'activeWriters', tone: 'writers' },
  { label: 'Total Free Users', key: 'totalFreeUsers', tone: 'plans' },
  { label: 'Total Premium Users', key: 'totalPremiumUsers', tone: 'plans' },
  { label: 'Total Consultants', key: 'totalConsultants', tone: 'consultants' },
  { label: 'Active Consultants', key: 'activeConsultants', tone: 'consultants' },
];
