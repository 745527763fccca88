// Every lead form in a real browser, with JavaScript on (the form island: the schema's messages, the
// proof of work, a JSON post) and off (a plain post, 303 to the thank-you page, or the form again with
// its messages and values), in two languages; each finds its stored row and the e-mails that a real
// SMTP server on loopback received, in the right languages and with the fields.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { consentFlags, consentStorageKey, declineChoice } from '../../src/domain/consent';
import { pathFor } from '../../src/domain/routes';
import type { Locale } from '../../src/i18n/locales';
import type { FormKind } from '../../src/schemas/forms';
import { builtPages } from './built-site';
import { type DeliveredMail, mailsTo, waitForMail } from './mailbox';
import { siteLanguages } from './site-languages';

// playwright.config.ts sets E2E_VAR_DIR once per run; the workers inherit it.
const databasePath = join(process.env.E2E_VAR_DIR ?? 'var/e2e', 'site.db');
const { DefaultLanguage } = siteLanguages();
const agencyEmail = (
  JSON.parse(readFileSync(join(process.env.DATA_DIR ?? 'data', 'site.json'), 'utf8')) as {
    Agency: { LeadEmail: string };
  }
).Agency.LeadEmail;
const options = { defaultLocale: DefaultLanguage };
const paths = builtPages().map((page) => page.path);
const other: Locale = DefaultLanguage === 'fr' ? 'nl' : 'fr';
const languages: readonly Locale[] = [DefaultLanguage, other];

const built = (pattern: RegExp) => {
  const found = paths.find((path) => pattern.test(path));
  if (found === undefined) throw new Error(`No built page matches ${pattern}`);
  return found;
};
const words = (locale: Locale) => (locale === DefaultLanguage ? '' : `\\/${locale}`);

/** The page that holds each form, per language. */
function pageOf(kind: FormKind, locale: Locale): string {
  switch (kind) {
    case 'site-contact':
      return pathFor('contact', locale, {}, options);
    case 'contact-demand':
      return pathFor('contactDemand', locale, {}, options);
    case 'demand-register':
      return pathFor('demandRegister', locale, {}, options);
    case 'cv':
      return pathFor('team', locale, {}, options);
    case 'sign-newsletter':
    case 'unsubscribe':
      return pathFor('home', locale, {}, options);
    case 'contact-construction':
      return built(new RegExp(`^${words(locale)}/${projectWord(locale)}/[^/]+-\\d+/$`));
    case 'testimonial':
      return built(new RegExp(`^${words(locale)}/${testimonialWord(locale)}/[^/]+/$`));
    case 'rent-application':
      return built(new RegExp(`^${words(locale)}/${rentWord(locale)}/[^/]+/[^/]+/1002/$`));
    default:
      return built(new RegExp(`^${words(locale)}/${saleWord(locale)}/[^/]+/[^/]+/1001/$`));
  }
}

function segment(path: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? '';
}
const projectWord = (locale: Locale) => segment(pathFor('projects', locale, {}, options));
const saleWord = (locale: Locale) => segment(pathFor('forSale', locale, {}, options));
const rentWord = (locale: Locale) => segment(pathFor('forRent', locale, {}, options));
const testimonialWord = (locale: Locale) =>
  segment(pathFor('testimonial', locale, { slug: 'x' }, options).replace(/x\/$/, ''));

const nextWords = new Map(
  languages.map((locale) => [
    locale,
    (JSON.parse(readFileSync(`locales/${locale}/forms.json`, 'utf8')) as { lead: { next: string } }).lead
      .next,
  ]),
);
const nextWord = (form: Locator) =>
  form.page().url().includes(`/${other}/`)
    ? (nextWords.get(other) ?? '')
    : (nextWords.get(DefaultLanguage) ?? '');

const onDetailPage: ReadonlySet<FormKind> = new Set([
  'contact-me',
  'contact-appointment',
  'offer',
  'rent-application',
  'send-to-friend',
  'document-request',
]);

const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The form of a kind on its page, opened when it sits in a closed section. */
async function openForm(page: Page, kind: FormKind): Promise<Locator> {
  const form = page.locator(`form[data-lead-form="${kind}"]`);
  const section = onDetailPage.has(kind)
    ? page.locator(`#action-${kind}`)
    : kind === 'unsubscribe'
      ? page.locator('.site-footer__unsubscribe')
      : undefined;
  if (section !== undefined) {
    // The page may still be laying out its gallery: open the section until it stays open.
    await expect(async () => {
      if ((await section.getAttribute('open')) === null) await section.locator('> summary').click();
      await expect(form).toBeVisible({ timeout: 1000 });
    }).toPass();
  }
  await expect(form).toBeVisible();
  return form;
}

async function fillIfPresent(form: Locator, name: string, value: string) {
  const field = form.locator(`[name="${name}"]`);
  if ((await field.count()) > 0 && (await field.first().isVisible())) await field.first().fill(value);
}

/** A friend's address unique to a submission, so each test finds its own message. */
const friendOf = (email: string) => `friend-${email}`;

/** Fills every required field of a form with valid values; `email` marks the submission, `slot` picks a visit slot. */
async function fillValid(form: Locator, kind: FormKind, email: string, javaScript: boolean, slot = 0) {
  await form.locator('input[name="email"]').first().focus();
  // The island takes the form over on first focus; its anti-robot line shows it has.
  if (javaScript) await expect(form.locator('.robot')).toBeVisible();
  await fillIfPresent(form, 'firstName', 'Anna');
  await fillIfPresent(form, 'lastName', 'Peeters');
  await form.locator('input[name="email"]').fill(email);
  await fillIfPresent(form, 'phone', '+32 470 12 34 56');
  if (kind === 'contact-demand') {
    await form.locator('select[name="propertyType"]').selectOption({ index: 1 });
    await form.locator('[name="address"]').fill('Kerkstraat 1');
    await form.locator('[name="postalCode"]').fill('9000');
    await form.locator('[name="city"]').fill('Gent');
  }
  if (kind === 'demand-register') {
    await form.locator('input[name="types[]"]').first().check();
    await form.locator('input[name="regions[]"]').first().check();
  }
  // Each test books its own slot: some take one visitor only, and a full slot is refused.
  if (kind === 'contact-appointment') await form.locator('input[name="slot"]').nth(slot).check();
  if (kind === 'rent-application') {
    await form.locator('[name="monthlyIncome"]').fill('3500');
    await form.locator('[name="occupants"]').fill('2');
  }
  if (kind === 'send-to-friend') {
    await form.locator('[name="friendFirstName"]').fill('Bram');
    await form.locator('[name="friendLastName"]').fill('Claes');
    await form.locator('[name="friendEmail"]').fill(friendOf(email));
  }
  if (kind === 'testimonial') await form.locator('[name="message"]').fill('A clear and friendly team.');
  if (kind === 'cv') {
    await form.locator('input[name="file"]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf,
    });
  }
  const consent = form.locator('input[name="privacyConsent"]');
  if ((await consent.count()) > 0) await consent.check();
  // With the island, document-request asks for the details first and shows the documents after.
  if (kind === 'document-request' && javaScript) {
    await form.getByRole('button', { name: nextWord(form) }).click();
    await expect(form.locator('[data-step="documents"]')).toBeVisible();
  }
}

const kinds: readonly FormKind[] = [
  'site-contact',
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'sign-newsletter',
  'unsubscribe',
  'offer',
  'rent-application',
  'testimonial',
  'cv',
  'document-request',
];

// A returning visitor who declined cookies: the consent dialog stays closed and covers no form.
const storedConsent = [consentStorageKey, JSON.stringify(consentFlags(declineChoice))] as const;
const remember = ([key, value]: readonly [string, string]) => window.localStorage.setItem(key, value);

test.beforeEach(async ({ context }) => {
  await context.addInitScript(remember, storedConsent);
});

async function pageWith(browser: Browser, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  await context.addInitScript(remember, storedConsent);
  return context.newPage();
}

/** The rows the API stored for an e-mail address. */
function storedRows(email: string): { kind: string; locale: string; body: Record<string, unknown> }[] {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    const rows = db.prepare('SELECT kind, locale, body FROM submissions WHERE email = ?').all(email);
    return rows.map((row) => ({
      kind: String(row['kind']),
      locale: String(row['locale']),
      body: JSON.parse(String(row['body'])) as Record<string, unknown>,
    }));
  } finally {
    db.close();
  }
}

type MailTexts = {
  kinds: Record<string, { agencySubject: string; visitorSubject: string }>;
  doubleOptIn: { confirmSubject: string; unsubscribeSubject: string };
  friend: { subject: string };
};
const mailTexts = (locale: Locale) =>
  JSON.parse(readFileSync(`locales/${locale}/mail.json`, 'utf8')) as MailTexts;

/** A subject template of the mail dictionary as a pattern: its {{placeholders}} match any words. */
const subjectPattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);

function visitorSubject(kind: FormKind, locale: Locale): string {
  const texts = mailTexts(locale);
  if (kind === 'sign-newsletter') return texts.doubleOptIn.confirmSubject;
  if (kind === 'unsubscribe') return texts.doubleOptIn.unsubscribeSubject;
  return texts.kinds[kind]?.visitorSubject ?? '';
}

/** The values a visitor typed that the agency's notification must repeat. */
const typedValues = (body: Record<string, unknown>) =>
  ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'message', 'friendEmail']
    .map((field) => body[field])
    .filter((value): value is string => typeof value === 'string' && value !== '');

/** Checks the stored row and the delivered e-mails of one browser submission. */
async function expectStoredAndDelivered(kind: FormKind, locale: Locale, email: string, friend: string) {
  await expect.poll(() => storedRows(email).length).toBe(1);
  const [row] = storedRows(email);
  expect(row).toMatchObject({ kind, locale });

  // The visitor's confirmation, in the visitor's language.
  const visitor = await waitForMail((mail) => mail.to.includes(email));
  expect(visitor.subject).toMatch(subjectPattern(visitorSubject(kind, locale)));

  // The agency's notification, in the agency's language, with what the visitor typed.
  const agency = await waitForMail(
    (mail: DeliveredMail) => mail.to.includes(agencyEmail) && mail.text.includes(email),
  );
  const agencySubject = mailTexts(DefaultLanguage).kinds[kind]?.agencySubject ?? '';
  expect(agency.subject).toMatch(subjectPattern(agencySubject));
  for (const value of typedValues(row?.body ?? {})) expect(agency.text).toContain(value);
  if (kind === 'cv') expect(agency.attachments.map((file) => file.mimeType)).toEqual(['application/pdf']);

  // The friend's fixed message, in the sender's language.
  if (kind === 'send-to-friend') {
    const message = await waitForMail((mail) => mail.to.includes(friend));
    expect(message.subject).toMatch(subjectPattern(mailTexts(locale).friend.subject));
  }
}

for (const javaScript of [true, false]) {
  for (const locale of languages) {
    for (const kind of kinds) {
      test(`${kind} in ${locale}, JavaScript ${javaScript ? 'on' : 'off'}: sent, thank-you page`, async ({
        browser,
      }) => {
        const page = await pageWith(browser, javaScript);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(pageOf(kind, locale));
        const form = await openForm(page, kind);
        const email = `${kind}-${locale}-${javaScript ? 'js' : 'nojs'}-${Date.now()}@example.com`;
        const slot = languages.indexOf(locale) * 2 + (javaScript ? 0 : 1);
        await fillValid(form, kind, email, javaScript, slot);
        await form.locator('[data-submit]').click();
        await expect(page).toHaveURL(pathFor('feedback', locale, { name: kind }, options));
        await expect(page.locator('h1')).toBeVisible();
        expect(errors).toEqual([]);
        await page.context().close();
        await expectStoredAndDelivered(kind, locale, email, friendOf(email));
      });
    }
  }
}

test('the agency is told of a contact request: the e-mail lands with the fields', async ({ page }) => {
  const email = `mail-check-${Date.now()}@example.com`;
  await page.goto(pathFor('contact', DefaultLanguage, {}, options));
  const form = await openForm(page, 'site-contact');
  await fillValid(form, 'site-contact', email, true);
  await form.locator('[name="remark"]').fill('Is the garden south-facing?');
  await form.locator('[data-submit]').click();
  await expect(page).toHaveURL(pathFor('feedback', DefaultLanguage, { name: 'site-contact' }, options));
  const notification = await waitForMail(
    (mail) => mail.to.includes(agencyEmail) && mail.text.includes(email),
  );
  expect(notification.text).toContain('Is the garden south-facing?');
  // The visitor's own confirmation comes as its own message (delivered in any order), and only once.
  await waitForMail((mail) => mail.to.includes(email));
  expect((await mailsTo(email)).length).toBe(1);
});

for (const javaScript of [true, false]) {
  test(`a bad contact form in ${other} with JavaScript ${javaScript ? 'on' : 'off'} shows its messages in ${other} next to the fields and keeps the values`, async ({
    browser,
  }) => {
    const page = await pageWith(browser, javaScript);
    await page.goto(pathFor('contact', other, {}, options));
    const form = await openForm(page, 'site-contact');
    await form.locator('input[name="email"]').focus();
    if (javaScript) await expect(form.locator('.robot')).toBeVisible();
    await form.locator('input[name="firstName"]').fill('Anna');
    await form.locator('input[name="email"]').fill('not-an-address');
    await form.locator('textarea[name="remark"]').fill('Kept remark');
    // Without JavaScript the browser's own checks would stop the post before the server sees it.
    if (!javaScript)
      await form.evaluate((element: HTMLFormElement) => element.setAttribute('novalidate', ''));
    await form.locator('[data-submit]').click();
    const shown = page.locator(`form[data-lead-form="site-contact"]`);
    const words = JSON.parse(readFileSync(`locales/${other}/validation.json`, 'utf8')) as Record<
      string,
      string
    >;
    await expect(shown.locator('[data-form-alert]')).toContainText(words.formNotSent ?? '');
    const emailInput = shown.locator('input[name="email"]');
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await emailInput.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error')) ?? '';
    await expect(page.locator(`#${errorId}`)).toHaveText(words.email ?? '');
    await expect(shown.locator('input[name="lastName"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(shown.locator('input[name="firstName"]')).toHaveValue('Anna');
    await expect(shown.locator('input[name="email"]')).toHaveValue('not-an-address');
    await expect(shown.locator('textarea[name="remark"]')).toHaveValue('Kept remark');
    // axe runs scripts in the page: the server's form page is posted natively from a page that has them.
    let checked = page;
    if (!javaScript) {
      checked = await pageWith(browser, true);
      await checked.goto(pathFor('contact', other, {}, options));
      const again = checked.locator('form[data-lead-form="site-contact"]');
      await again.locator('input[name="email"]').fill('not-an-address', { noWaitAfter: true });
      await again.evaluate((element: HTMLFormElement) => element.submit());
      await expect(checked.locator('form[data-lead-form="site-contact"] [data-form-alert]')).toBeVisible();
    }
    const results = await new AxeBuilder({ page: checked })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    if (checked !== page) await checked.context().close();
    await page.context().close();
  });
}

test('with JavaScript a refused form is not posted at all', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto(pathFor('demandRegister', DefaultLanguage, {}, options));
  const form = await openForm(page, 'demand-register');
  await form.locator('input[name="email"]').focus();
  await expect(form.locator('.robot')).toBeVisible();
  await form.locator('[data-submit]').click();
  await expect(form.locator('[data-error-for="types"]')).toBeVisible();
  await expect(form.locator('[data-error-for="regions"]')).toBeVisible();
  expect(posts).toEqual([]);
});

test('too many attempts: the island says when to try again', async ({ page }) => {
  await page.route('**/api/forms/site-contact', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '42' }, body: '' }),
  );
  await page.goto(pathFor('contact', DefaultLanguage, {}, options));
  const form = await openForm(page, 'site-contact');
  await fillValid(form, 'site-contact', 'rate@example.com', true);
  await form.locator('[data-submit]').click();
  await expect(form.locator('[data-form-alert]')).toContainText('42');
  await expect(form.locator('[data-submit]')).toBeEnabled();
});

test('the offer shows the 10% deposit of the amount typed', async ({ page }) => {
  await page.goto(pageOf('offer', DefaultLanguage));
  const form = await openForm(page, 'offer');
  await form.locator('[name="offerAmount"]').focus();
  await expect(form.locator('.robot')).toBeVisible();
  await form.locator('[name="offerAmount"]').fill('500000');
  await expect(form.locator('[data-deposit]')).toContainText('50.000');
});

test(`the rental application shows three months' rent as the deposit`, async ({ page }) => {
  await page.goto(pageOf('rent-application', DefaultLanguage));
  const form = await openForm(page, 'rent-application');
  // Property 1002 of the sample rents for € 900 a month.
  await expect(form.locator('.lead-form__deposit')).toContainText('2.700');
});
