/**
 * The dashboard's eight stat cards. SPEC sections 2 and 9: the numbers are hard-coded samples
 * (no call is made); they are at least consistent with each other (free + premium = total).
 */
export type StatTone = 'users' | 'writers' | 'plans' | 'consultants';

export interface Stat {
  label: string;
  value: number;
  tone: StatTone;
}

export const DASHBOARD_STATS: readonly Stat[] = [
  { label: 'Total Users', value: 12_480, tone: 'users' },
  { label: 'Active Users', value: 8_215, tone: 'users' },
  { label: 'Total Writers', value: 342, tone: 'writers' },
  { label: 'Active Writers', value: 287, tone: 'writers' },
  { label: 'Total Free Users', value: 9_870, tone: 'plans' },
  { label: 'Total Premium Users', value: 2_610, tone: 'plans' },
  { label: 'Total Consultants', value: 58, tone: 'consultants' },
  { label: 'Active Consultants', value: 41, tone: 'consultants' },
];
