/**
 * Reads the development mailbox (the `.eml` files the file mailer writes), for end-to-end tests
 * and people: `latestMailTo(dir, 'ada@example.com')` gives the newest message to that address.
 * Dependency-free on purpose (front-end e2e tests import it): a small MIME reader that handles
 * what nodemailer writes — multipart bodies, quoted-printable/base64, RFC 2047 subjects.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface MailboxMessage {
  subject: string;
  /** The text/plain part, with LF line endings. */
  text: string;
  /** The text/html part, when there is one. */
  html: string | undefined;
  to: string;
  /** Absolute path of the .eml file. */
  file: string;
}

/** The address as the file mailer puts it in file names (kept in sync with mailer.ts). */
const fileSafeAddress = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_');

/** Every .eml file to `address` in `dir`, oldest first (file names start with a timestamp). */
export function mailFilesTo(dir: string, address: string): string[] {
  const marker = `_${fileSafeAddress(address)}_`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.eml') && name.includes(marker))
    .sort()
    .map((name) => path.join(dir, name));
}

/** The newest message to `address`, or null when there is none (yet). */
export function latestMailTo(dir: string, address: string): MailboxMessage | null {
  const file = mailFilesTo(dir, address).at(-1);
  return file ? readMail(file) : null;
}

export function readMail(file: string): MailboxMessage {
  const parsed = parseEml(readFileSync(file));
  return { ...parsed, file: path.resolve(file) };
}

interface Part {
  headers: Map<string, string>;
  /** Raw bytes as a latin1 string (one char per byte). */
  body: string;
}

export function parseEml(raw: Buffer | string): Omit<MailboxMessage, 'file'> {
  const source =
    typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1');
  const root = splitPart(source);
  const leaves: Part[] = [];
  collectLeaves(root, leaves);
  const find = (type: string) =>
    leaves.find(
      (leaf) => mediaType(leaf.headers.get('content-type') ?? 'text/plain').type === type,
    );
  const textPart = find('text/plain');
  const htmlPart = find('text/html');
  return {
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    to: decodeHeader(root.headers.get('to') ?? ''),
    text: textPart ? decodeBody(textPart).replace(/\r\n/g, '\n') : '',
    html: htmlPart ? decodeBody(htmlPart) : undefined,
  };
}

function splitPart(source: string): Part {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

function mediaType(value: string): { type: string; params: Map<string, string> } {
  const [type = '', ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq > 0) {
      params.set(
        param.slice(0, eq).trim().toLowerCase(),
        param
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
    }
  }
  return { type: type.trim().toLowerCase(), params };
}

function collectLeaves(part: Part, into: Part[]): void {
  const { type, params } = mediaType(part.headers.get('content-type') ?? 'text/plain');
  const boundary = params.get('boundary');
  if (!type.startsWith('multipart/') || !boundary) {
    into.push(part);
    return;
  }
  const delimiter = `--${boundary}`;
  const sections = part.body.split(new RegExp(`\\r?\\n?${escapeRegExp(delimiter)}`));
  // sections[0] is the preamble; a section starting with "--" is the closing delimiter.
  for (const section of sections.slice(1)) {
    if (section.startsWith('--')) break;
    collectLeaves(splitPart(section.replace(/^[ \t]*\r?\n/, '')), into);
  }
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset =
    mediaType(part.headers.get('content-type') ?? '').params.get('charset') ?? 'utf-8';
  let bytes: Buffer;
  if (encoding === 'base64')
    bytes = Buffer.from(part.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body);
  else bytes = Buffer.from(part.body, 'latin1');
  return decodeCharset(bytes, charset);
}

function decodeQuotedPrintable(body: string): Buffer {
  const unwrapped = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unwrapped.length; i += 1) {
    const char = unwrapped[i] as string;
    const hex = unwrapped.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(char.charCodeAt(0) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
function decodeHeader(value: string): string {
  const utf8 = decodeCharset(Buffer.from(value, 'latin1'), 'utf-8');
  return utf8
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g,
      (_, charset: string, mode: string, data: string) => {
        const bytes =
          mode.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : decodeQuotedPrintable(data.replace(/_/g, ' '));
        return decodeCharset(bytes, charset);
      },
    );
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
