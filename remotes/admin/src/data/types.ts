/**
 * The admin console's entity values and record shapes (SPEC section 3). The records come from
 * the admin API (services/reader-api/src/admin); the sample people are seeded there.
 */

/** The eleven genres, in the order the spec lists them. */
export const GENRES = [
  'Tech & Innovation',
  'Career',
  'Mental Health',
  'Relationship',
  'Faith',
  'How to?',
  'Health',
  'History',
  'Lifestyle',
  'Business',
  'Psychology',
] as const;
export type Genre = (typeof GENRES)[number];

export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

export const STATUSES = ['Active', 'Inactive'] as const;
export type Status = (typeof STATUSES)[number];

/** A writer or consultant sample record. `status` exists in the shape but not in the samples. */
export interface WriterRecord {
  name: string;
  display_name: string;
  username: string;
  /** ISO date, e.g. '2023-04-12'. */
  date_joined: string;
  email: string;
  gender: Gender;
  /** 'State, Country', e.g. 'Lagos, Nigeria'. */
  location: string;
  phone_number: string;
  follower_count: number;
  genre: Genre;
  _id: number;
  status?: Status;
}

/** Consultants share the writer record's shape. */
export type ConsultantRecord = WriterRecord;

export interface UserLocation {
  State: string;
  Country: string;
}

/** A reader (user) sample record. `isActive` true means premium, false means free. */
export interface UserRecord {
  name: string;
  username: string;
  date_joined: string;
  email: string;
  gender: Gender;
  location: UserLocation;
  phone_number: string;
  follower_count: number;
  isActive: boolean;
  _id: number;
  status?: Status;
}
