export {
  BREACHED_PASSWORD,
  breachedPasswordCount,
  isBreachedPassword,
} from './breachedPasswords.ts';
