/** The admin API's records (services/reader-api/src/admin/people.ts), as the console uses them. */
import type { Gender, Genre, Status } from '../data/types';

export interface FileInfo {
  fileName: string;
  contentType: string;
  size: number;
}

export interface ApiWriter {
  _id: number;
  name: string;
  display_name: string;
  username: string;
  date_joined: string;
  email: string;
  gender: Gender;
  location: string;
  phone_number: string;
  follower_count: number;
  genre: Genre;
  status: Status;
  about: string;
  credentials: FileInfo | null;
  experience: FileInfo | null;
}

export interface ApiUser {
  _id: number;
  id: string;
  name: string;
  username: string;
  date_joined: string;
  email: string;
  gender: Gender | null;
  location: { State: string; Country: string };
  phone_number: string;
  follower_count: number;
  isActive: boolean;
  status: Status;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export type ListKind = 'writers' | 'consultants' | 'users';

export interface DashboardCounts {
  totalUsers: number;
  activeUsers: number;
  totalWriters: number;
  activeWriters: number;
  totalFreeUsers: number;
  totalPremiumUsers: number;
  totalConsultants: number;
  activeConsultants: number;
  deletedProfiles: number;
}

export interface DeletedProfile {
  kind: ListKind;
  _id: number;
  name: string;
  email: string;
  deleted_at: string;
  purge_at: string;
}
