/**
 * Admins in the browser suite: every admin signs in with a passkey. Chromium's virtual
 * authenticator (CDP WebAuthn) stands in for the device: `enrolAdmin` makes an admin with
 * `pnpm admin:create`, signs in for the first time and creates the passkey; `signInAdmin`
 * puts that passkey on a page's own virtual authenticator (the page is "the same device") and
 * signs in with it. Each run makes its own admin: a passkey's private key lives only here.
 */
import { execFileSync } from 'node:child_process';
import { expect, type Browser, type CDPSession, type Page } from '@playwright/test';
import { openAdmin } from './admin.ts';
import { ADMIN } from './servers.ts';

export interface PasskeyCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

export interface E2EAdmin {
  email: string;
  password: string;
  passkey: PasskeyCredential;
  recoveryCodes: string[];
}

/** A unique address per run, e.g. e2e.admin.1732550000000@example.com. */
export const runEmail = (name: string) => `e2e.${name}.${Date.now()}@example.com`;

export function createAdmin(email: string, password: string): string {
  return execFileSync('pnpm', ['-s', 'admin:create', email], {
    env: { ...process.env, ADMIN_PASSWORD: password },
    encoding: 'utf8',
  });
}

/** A platform authenticator with user verification, as on a phone or laptop. */
export async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

export async function typePassword(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(`${ADMIN}/signin`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The ten codes on the "Save your recovery codes" step. */
export async function recoveryCodesShown(page: Page): Promise<string[]> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Save your recovery codes' }),
  ).toBeVisible();
  return page.getByRole('list', { name: 'Recovery codes' }).locator('li').allInnerTexts();
}

export async function enrolAdmin(browser: Browser, name: string): Promise<E2EAdmin> {
  const email = runEmail(name);
  const password = `e2e ${name} lantern ${Date.now()}`;
  createAdmin(email, password);
  const context = await browser.newContext();
  const page = await context.newPage();
  const authenticator = await addAuthenticator(page);
  await openAdmin(page, '/');
  await typePassword(page, email, password);
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  const recoveryCodes = await recoveryCodesShown(page);
  await page.getByRole('button', { name: 'I have saved them: continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Admin' })).toBeVisible();
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.id,
  });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await context.close();
  return { email, password, passkey: credentials[0]!, recoveryCodes };
}

/** Signs in on `page` with the admin's passkey; ends on `path`. */
export async function signInAdmin(page: Page, admin: E2EAdmin, path = '/'): Promise<void> {
  const authenticator = await addAuthenticator(page);
  await authenticator.cdp.send('WebAuthn.addCredential', {
    authenticatorId: authenticator.id,
    credential: admin.passkey,
  });
  await openAdmin(page, path);
  await typePassword(page, admin.email, admin.password);
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page).toHaveURL(`${ADMIN}${path}`);
  // The server keeps the passkey's signature counter: carry it on to the next page.
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.id,
  });
  admin.passkey = credentials[0]!;
}
