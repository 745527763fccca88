// Send-to-friend in a real browser and the messages the loopback SMTP server received: a link in the
// personal message is refused next to the field, in the page's language; a clean message reaches the
// friend quoted as the sender's own words; the agency's lead says it in words and answers the sender
// with one click (Reply-To).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { consentFlags, consentStorageKey, declineChoice } from '../../src/domain/site/consent';
import { popupDismissedKey } from '../../src/domain/site/popup';
import { builtPages } from './built-site';
import { waitForMail } from './mailbox';
import { siteLanguages } from './site-languages';

const leadEmail = (
  JSON.parse(readFileSync(join(process.env.DATA_DIR ?? 'data', 'site.json'), 'utf8')) as {
    Agency: { LeadEmail: string };
  }
).Agency.LeadEmail;
// A French detail page of a listing for sale (the sample has 1001).
const frenchListing = builtPages()
  .map((page) => page.path)
  .find((path) => /^\/fr\/[^/]+\/[^/]+\/[^/]+\/1001\/$/.test(path));
const validation = JSON.parse(readFileSync('locales/fr/validation.json', 'utf8')) as Record<string, string>;

test('send-to-friend refuses a link in the message, then mails it to the friend as the sender’s words', async ({
  page,
}) => {
  if (frenchListing === undefined) throw new Error('No French page of listing 1001 was built');
  // A returning visitor: cookies declined, the newsletter popup already closed this session.
  await page.addInitScript(
    ([key, value, popupKey]) => {
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem(popupKey, '1');
    },
    [consentStorageKey, JSON.stringify(consentFlags(declineChoice)), popupDismissedKey] as const,
  );
  await page.goto(frenchListing);
  const section = page.locator('#action-send-to-friend');
  const form = page.locator('form[data-lead-form="send-to-friend"]');
  await expect(async () => {
    if ((await section.getAttribute('open')) === null) await section.locator('> summary').click();
    await expect(form).toBeVisible({ timeout: 1000 });
  }).toPass();
  const stamp = Date.now();
  const sender = `sender-${stamp}@example.com`;
  const friend = `friend-${stamp}@example.com`;
  // The island takes the form over on first focus, once its script has loaded; its anti-robot line
  // shows it has.
  await expect(async () => {
    await form.locator('[name="firstName"]').focus();
    await form.locator('[name="email"]').focus();
    await expect(form.locator('.robot')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await form.locator('[name="firstName"]').fill('Anna');
  await form.locator('[name="lastName"]').fill('Peeters');
  await form.locator('[name="email"]').fill(sender);
  await form.locator('[name="friendFirstName"]').fill('Bram');
  await form.locator('[name="friendLastName"]').fill('Claes');
  await form.locator('[name="friendEmail"]').fill(friend);
  await form.locator('[name="privacyConsent"]').check();

  const message = form.locator('[name="message"]');
  await message.fill('Regarde la terrasse ! Plus de photos sur www.evil.example');
  await form.locator('[data-submit]').click();
  await expect(form.locator('[data-field="message"]')).toContainText(validation['noLinks'] ?? '?');
  await expect(message).toHaveAttribute('aria-invalid', 'true');

  await message.fill('Regarde la terrasse ! Appelle-moi ce soir.');
  await form.locator('[data-submit]').click();
  await expect(page).toHaveURL(/\/fr\/[^/]+\/send-to-friend\/$/);

  const received = await waitForMail((mail) => mail.to.includes(friend));
  expect(received.text).toContain(
    'Message personnel ajouté par Anna Peeters. Ces mots sont les siens et n’engagent pas',
  );
  expect(received.text).toContain('> Regarde la terrasse ! Appelle-moi ce soir.');
  expect(received.replyTo).toBe('');
  const lead = await waitForMail((mail) => mail.to.includes(leadEmail) && mail.replyTo === sender);
  // The lead is in the agency's language, which names the visitor's in a word; no answer is a code
  // (the composer's unit and API tests read every kind for codes with the dictionaries).
  const { DefaultLanguage } = siteLanguages();
  expect(lead.text).toContain(new Intl.DisplayNames([DefaultLanguage], { type: 'language' }).of('fr') ?? '?');
  expect(lead.text).toContain('Regarde la terrasse ! Appelle-moi ce soir.');
  expect(lead.text).not.toMatch(/:\s(?:fr|en|nl|de|true|false|yes|on|1001)$/m);
  const confirmation = await waitForMail((mail) => mail.to.includes(sender));
  expect(confirmation.text).not.toContain('Regarde la terrasse');
});
