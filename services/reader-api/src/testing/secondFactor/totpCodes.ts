/** What an authenticator app shows for `secret` at the test clock's time. */
import { generate } from 'otplib';
import type { Clock } from '../../core/clock.ts';

export function totpCodeAt(secret: string, clock: Clock): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
}
