/**
 * The admin API's records as the console names them; the contract itself is stated once in
 * @thrive/admin-contract (shared with services/reader-api).
 */
export type {
  DashboardCounts,
  DeletedProfile,
  FileInfo,
  ListKind,
  ListPage,
  MemberRecord as ApiWriter,
  UserRecord as ApiUser,
} from '@thrive/admin-contract';
