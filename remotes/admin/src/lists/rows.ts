/**
 * Sample records as list rows: the sample data has no `status` (SPEC section 3), so the lists
 * derive one, and each row gets its serial number (S/N) from its place in the sample.
 */
import type { Status, UserRecord, WriterRecord } from '../data/types';

export type WriterRow = WriterRecord & { status: Status; sn: number };
export type UserRow = UserRecord & { status: Status; sn: number };
export type ListRow = WriterRow | UserRow;

/**
 * A record's status where the data gives none: a reader is Active while their premium
 * subscription is (isActive, which is also what the premium badge shows); writers and
 * consultants are added by administrators and stay Active until an administrator marks them
 * Inactive from the row dropdown.
 */
export function deriveStatus(record: WriterRecord | UserRecord): Status {
  if (record.status) return record.status;
  if ('isActive' in record) return record.isActive ? 'Active' : 'Inactive';
  return 'Active';
}

export function toWriterRows(records: readonly WriterRecord[]): WriterRow[] {
  return records.map((record, index) => ({
    ...record,
    status: deriveStatus(record),
    sn: index + 1,
  }));
}

export function toUserRows(records: readonly UserRecord[]): UserRow[] {
  return records.map((record, index) => ({
    ...record,
    status: deriveStatus(record),
    sn: index + 1,
  }));
}
