/**
 * Helpers for the auth journey: where the reader API writes its development e-mails, the code
 * in the newest one, and opening a page with React Router navigation state.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailFilesTo, readMail } from '../../services/reader-api/src/core/mail/readMailbox.ts';
import { hydrated } from './hydration.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The API's mail folder, resolved exactly as its config does (MAIL_DIR, else DATA_DIR/mail). */
export const MAIL_DIR = path.resolve(
  process.env.MAIL_DIR ?? path.join(process.env.DATA_DIR ?? path.join(repoRoot, '.data'), 'mail'),
);

/** A fresh address per run, so runs never collide with earlier accounts. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Waits until `count` e-mails with a code (sign-up, reset, e-mail change…) reached `address`,
 * then returns the code in the newest of them. Mails without one (the welcome after sign-up,
 * notices) do not count.
 */
export async function codeFromNewestMail(address: string, count = 1): Promise<string> {
  const codes = () =>
    mailFilesTo(MAIL_DIR, address)
      .map((file) => readMail(file).text.match(/\b(\d{6})\b/)?.[1])
      .filter((code): code is string => Boolean(code));
  await expect
    .poll(() => codes().length, {
      message: `e-mail with a code number ${count} to ${address} in ${MAIL_DIR}`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(count);
  return codes().at(-1)!;
}

/**
 * Opens `pathname` with navigation state inside the running app, the way a `navigate(path,
 * { state })` would (React Router keeps it under `usr` in history.state).
 */
export async function openWithState(page: Page, pathname: string, state: unknown) {
  // The router listens for the navigation only once the page is hydrated.
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [pathname, state] as const,
  );
}

/**
 * A verified reader made through the real API (register, code from the mailbox, confirm with
 * the password); returns the session the confirm answer carries.
 */
export async function verifiedReader(
  request: APIRequestContext,
  api: string,
  email: string,
  password: string,
): Promise<{ token: string; user: { first_name: string; email: string } }> {
  const registered = await request.post(`${api}/reader/web-register`, {
    data: { first_name: 'Ada', last_name: 'Obi', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const otp = await codeFromNewestMail(email);
  const confirmed = await request.post(`${api}/reader/web-confirm-otp`, {
    data: { email, otp, password },
  });
  expect(confirmed.status()).toBe(200);
  return (await confirmed.json()) as { token: string; user: { first_name: string; email: string } };
}
