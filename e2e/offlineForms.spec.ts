/**
 * Forms that survive the connection (issue 25): a newsletter subscription sent offline, or whose
 * reply is lost in flight, is kept on the phone, shown as saved, and sent when the connection is
 * back: exactly one confirmation e-mail either way (the API's Idempotency-Key).
 */
import { expect, test, type Page } from '@playwright/test';
import { mailFilesTo } from '../services/reader-api/src/core/mail/readMailbox.ts';
import { MAIL_DIR, uniqueEmail } from './support/authFlow';
import { hydrated, openHydrated } from './support/hydration';

const PHONE = { width: 390, height: 844 };
const SAVED = 'Saved on your phone: it will be sent when you are back online.';

const confirmations = (email: string) =>
  mailFilesTo(MAIL_DIR, email).filter((file) => file.endsWith('_newsletter-confirm.eml'));

async function subscribe(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Subscribe to our Newsletter' });
  await form.scrollIntoViewIfNeeded();
  const field = page.getByRole('textbox', { name: 'Email address' });
  await hydrated(field);
  await field.fill(email);
  await page.getByRole('button', { name: 'Stay updated' }).click();
}

async function expectOneConfirmation(email: string): Promise<void> {
  await expect.poll(() => confirmations(email).length, { timeout: 20_000 }).toBe(1);
  // Nothing more arrives afterwards (a second send would land within moments).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(confirmations(email)).toHaveLength(1);
}

test.describe('forms that survive the connection', () => {
  test('subscribed offline: saved, then sent once when back online', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await openHydrated(page, '/');
    const email = uniqueEmail('offline-newsletter');

    await context.setOffline(true);
    await subscribe(page, email);
    const saved = page.getByRole('status').filter({ hasText: 'Saved, not sent yet' });
    await expect(saved).toContainText(SAVED);
    expect(confirmations(email)).toHaveLength(0);

    await context.setOffline(false);
    await expectOneConfirmation(email);
    await context.close();
  });

  test('the reply lost in flight (the API got it): saved, and still exactly one e-mail', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await openHydrated(page, '/');
    const email = uniqueEmail('lost-reply-newsletter');

    // The request reaches the API; its answer never reaches the phone.
    let delivered = false;
    await page.route('**/api/v1/newsletter', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      delivered = true;
      await route.abort('connectionreset');
    });
    await subscribe(page, email);
    await expect(page.getByRole('status').filter({ hasText: 'Saved, not sent yet' })).toContainText(
      SAVED,
    );
    expect(delivered).toBe(true);
    await expect.poll(() => confirmations(email).length, { timeout: 20_000 }).toBe(1);

    // Back on a working connection, the page sends what it kept: the same key, no second e-mail.
    await page.unroute('**/api/v1/newsletter');
    await page.reload();
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const open = indexedDB.open('thrive-form-outbox', 1);
                open.onsuccess = () => {
                  const count = open.result
                    .transaction('requests', 'readonly')
                    .objectStore('requests')
                    .count();
                  count.onsuccess = () => resolve(count.result);
                };
              }),
          ),
        { timeout: 20_000 },
      )
      .toBe(0);
    await expectOneConfirmation(email);
    await context.close();
  });

  test('login offline keeps what was typed and says it needs a connection', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await openHydrated(page, '/login');
    await context.setOffline(true);
    const email = page.getByRole('textbox', { name: /email/i });
    await email.fill('reader@example.com');
    await page
      .getByLabel(/password/i)
      .first()
      .fill('a long passphrase');
    await page.getByRole('button', { name: /log ?in/i }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'You are offline. This needs a connection: what you typed is kept here',
    );
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(email).toHaveValue('reader@example.com');
    await context.close();
  });
});
