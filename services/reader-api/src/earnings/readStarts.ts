/**
 * The server's start of a read (issue 43): a token that says "this reader opened this story at
 * this time", signed with the server's key, so the report 30 seconds later is checked against
 * the server's clock (a client cannot fake the 30 s by sending a time of its own) and a reader
 * cannot report with another reader's start (the signature covers the reader's id).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN = /^([1-9][0-9]{0,9})\.([0-9]{1,15})\.([A-Za-z0-9_-]{43})$/;

export interface ReadStartClaim {
  storyId: number;
  startedAt: number;
}

export class ReadStarts {
  constructor(private readonly key: string) {}

  private mac(readerId: string, storyId: number, startedAt: number): string {
    return createHmac('sha256', this.key)
      .update(`read-start.${readerId}.${storyId}.${startedAt}`)
      .digest('base64url');
  }

  issue(readerId: string, storyId: number, startedAt: Date): string {
    const ms = startedAt.getTime();
    return `${storyId}.${ms}.${this.mac(readerId, storyId, ms)}`;
  }

  /** The claim, if this reader's own start signed by this server; undefined otherwise. */
  verify(readerId: string, token: string): ReadStartClaim | undefined {
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const storyId = Number(match[1]);
    const startedAt = Number(match[2]);
    const expected = Buffer.from(this.mac(readerId, storyId, startedAt));
    const given = Buffer.from(match[3]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return { storyId, startedAt };
  }
}
