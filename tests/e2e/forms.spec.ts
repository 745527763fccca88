// Every lead form in a real browser, with JavaScript on (the form island: the schema's messages, the
// proof of work, a JSON post) and off (a plain post, 303 to the page that asks to confirm it by e-mail
// and, once the mailed link's button is pressed, the e-mails; or the form again with its messages and
// values), in two languages; each finds its stored row and the e-mails that a real
// SMTP server on loopback received, in the right languages and with the fields.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type FormKind, formKinds } from '../../src/domain/forms/schemas';
import { pathFor } from '../../src/domain/routes/routes';
import { consentFlags, consentStorageKey, declineChoice } from '../../src/domain/site/consent';
import type { Locale } from '../../src/i18n/locales';
import { sqliteRows } from '../sqlite-rows';
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

const validationWords = (locale: Locale) =>
  JSON.parse(readFileSync(`locales/${locale}/validation.json`, 'utf8')) as {
    formNotSent: string;
    bodyTooLarge: string;
    named: Record<string, string>;
  };
const fieldLabels = (locale: Locale) =>
  (JSON.parse(readFileSync(`locales/${locale}/forms.json`, 'utf8')) as { fields: Record<string, string> })
    .fields;
/** A message of the dictionary that names its field, as the visitor must read it. */
const namedMessage = (locale: Locale, key: string, field: string) =>
  (validationWords(locale).named[key] ?? '').replace('{{field}}', fieldLabels(locale)[field] ?? '');

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
  if (kind === 'contact-appointment') {
    const choice = form.locator('input[name="slot"]').nth(slot);
    // The list shows its first days; the later ones open from their disclosure.
    if (!(await choice.isVisible())) await form.locator('.slot-picker__later > summary').click();
    await choice.check();
  }
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
}

// Every kind the API takes: a new kind is walked here as soon as it exists.
const kinds = formKinds;

// A returning visitor who declined cookies: the consent dialog stays closed and covers no form.
const storedConsent = [consentStorageKey, JSON.stringify(consentFlags(declineChoice))] as const;
// The promotional popup, once closed, stays closed for the session: these tests fill forms for longer
// than its delay, and it would take the focus from a field being typed in.
const remember = ([key, value]: readonly [string, string]) => {
  window.localStorage.setItem(key, value);
  window.sessionStorage.setItem('popup-dismissed', '1');
};

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
  return sqliteRows(databasePath, 'SELECT kind, locale, body FROM submissions WHERE email = ?', email).map(
    (row) => ({
      kind: String(row['kind']),
      locale: String(row['locale']),
      body: JSON.parse(String(row['body'])) as Record<string, unknown>,
    }),
  );
}

type MailTexts = {
  kinds: Record<string, { agencySubject: string; visitorSubject: string }>;
  heldRequest: { subject: string };
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

/**
 * A post sent without JavaScript: the page says to look in the mailbox, and nothing reaches the agency
 * until the visitor opens the link of the one e-mail they got and presses its button.
 */
async function confirmByMail(page: Page, locale: Locale, email: string) {
  await expect(page).toHaveURL(pathFor('formThanks', locale, { name: 'confirm-by-mail' }, options));
  const request = await waitForMail((mail) => mail.to.includes(email));
  expect(request.subject).toMatch(subjectPattern(mailTexts(locale).heldRequest.subject));
  const link = /https?:\/\/\S+\/api\/forms\/held\/[\w-]{32}/.exec(request.text)?.[0] ?? '';
  expect(link).not.toBe('');
  expect((await mailsTo(agencyEmail)).filter((mail) => mail.text.includes(email))).toEqual([]);
  // The link leads to the site's own host: the e-mail carries the public one.
  await page.goto(new URL(link).pathname);
  await expectTextUnderHeading(page);
  await page.locator('main form[method="post"] button').click();
  await expect(page).toHaveURL(pathFor('formThanks', locale, { name: 'request-confirmed' }, options));
}

/** A link's page: its text and button start where its heading does (they sat in a narrower column). */
async function expectTextUnderHeading(page: Page) {
  const left = async (selector: string) =>
    (await page.locator(selector).first().boundingBox())?.x ?? Number.NaN;
  expect(await left('main p')).toBeCloseTo(await left('h1'), 0);
  expect(await left('main form[method="post"] button')).toBeCloseTo(await left('h1'), 0);
}

/** Where the link of a subscription kind's e-mail leads once its button is pressed. */
const linkOutcomes: Partial<Record<FormKind, string>> = {
  'sign-newsletter': 'subscription-confirmed',
  'demand-register': 'demand-confirmed',
  unsubscribe: 'unsubscribed',
};

/**
 * The confirmation or unsubscribe link of a subscription kind's e-mail: opening it changes nothing (a
 * mail scanner opens every link), its page's button does, then says so in the visitor's language.
 */
async function pressMailedLink(
  browser: Browser,
  javaScript: boolean,
  kind: FormKind,
  locale: Locale,
  email: string,
  text: string,
) {
  const outcome = linkOutcomes[kind];
  if (outcome === undefined) return;
  const link = /https?:\/\/\S+\/api\/forms\/confirm\?token=[\w-]+/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  const page = await pageWith(browser, javaScript);
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
  await expectTextUnderHeading(page);
  expect(subscriptionStates(email)).not.toContain('confirmed');
  await page.locator('main form[method="post"] button').click();
  await expect(page).toHaveURL(pathFor('formThanks', locale, { name: outcome }, options));
  await page.context().close();
}

/** The states of the subscriptions of an e-mail address. */
const subscriptionStates = (email: string) =>
  sqliteRows(databasePath, 'SELECT status FROM subscriptions WHERE email = ?', email).map((row) =>
    String(row['status']),
  );

/** Checks the stored row and the delivered e-mails of one browser submission; the visitor's e-mail. */
async function expectStoredAndDelivered(kind: FormKind, locale: Locale, email: string, friend: string) {
  await expect.poll(() => storedRows(email).length).toBe(1);
  const [row] = storedRows(email);
  expect(row).toMatchObject({ kind, locale });

  // The visitor's confirmation, in the visitor's language (not the request to confirm a post sent
  // without JavaScript, which came before it).
  const isRequest = (mail: DeliveredMail) =>
    subjectPattern(mailTexts(locale).heldRequest.subject).test(mail.subject);
  const visitor = await waitForMail((mail) => mail.to.includes(email) && !isRequest(mail));
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
  return visitor;
}

for (const javaScript of [true, false]) {
  for (const locale of languages) {
    for (const kind of kinds) {
      test(`${kind} in ${locale}, JavaScript ${javaScript ? 'on: sent' : 'off: confirmed by e-mail, sent'}, thank-you page`, async ({
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
        if (javaScript) await expect(page).toHaveURL(pathFor('formThanks', locale, { name: kind }, options));
        else await confirmByMail(page, locale, email);
        await expect(page.locator('h1')).toBeVisible();
        expect(errors).toEqual([]);
        await page.context().close();
        const visitor = await expectStoredAndDelivered(kind, locale, email, friendOf(email));
        await pressMailedLink(browser, javaScript, kind, locale, email, visitor.text);
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
  await expect(page).toHaveURL(pathFor('formThanks', DefaultLanguage, { name: 'site-contact' }, options));
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
    const words = validationWords(other);
    // The form-level message once, and each field's message naming the field in the page's language.
    await expect(shown.locator('[data-form-alert] p').filter({ hasText: words.formNotSent })).toHaveCount(1);
    const emailInput = shown.locator('input[name="email"]');
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await emailInput.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error')) ?? '';
    await expect(page.locator(`#${errorId}`)).toHaveText(namedMessage(other, 'email', 'email'));
    await expect(shown.locator('[data-error-for="lastName"]')).toHaveText(
      namedMessage(other, 'required', 'lastName'),
    );
    await expect(shown.locator('input[name="lastName"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(shown.locator('input[name="firstName"]')).toHaveValue('Anna');
    await expect(shown.locator('input[name="email"]')).toHaveValue('not-an-address');
    await expect(shown.locator('textarea[name="remark"]')).toHaveValue('Kept remark');
    if (!javaScript) {
      // Post/redirect/get: the form's own page, whose reload posts nothing and shows the form afresh.
      const contact = pathFor('contact', other, {}, options);
      expect(new URL(page.url()).pathname).toBe(contact);
      expect(new URL(page.url()).searchParams.get('form-return')).toMatch(/^[\w-]{32}$/);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.reload();
      await expect(page.locator('h1')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(contact);
      expect(new URL(page.url()).search).toBe('');
      await expect(shown.locator('input[name="firstName"]')).toHaveValue('');
      expect(posts).toEqual([]);
    }

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

test('the database away for a moment: the island says nothing was stored and when to try again', async ({
  page,
}) => {
  await page.route('**/api/forms/site-contact', (route) =>
    route.fulfill({
      status: 503,
      headers: { 'Retry-After': '7', 'Content-Type': 'application/json' },
      body: JSON.stringify({ errors: { _form: ['(the browser language)'] } }),
    }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(pathFor('contact', DefaultLanguage, {}, options));
  const form = await openForm(page, 'site-contact');
  await fillValid(form, 'site-contact', 'away@example.com', true);
  await form.locator('[data-submit]').click();
  const { storeUnavailable } = JSON.parse(
    readFileSync(`locales/${DefaultLanguage}/validation.json`, 'utf8'),
  ) as { storeUnavailable: string };
  const expected = storeUnavailable.replace('{{seconds}}', '7');
  await expect(form.locator('[data-form-alert]')).toContainText(expected);
  await expect(form.locator('[data-submit]')).toBeEnabled();
  // Brought into view with the form's heading above it, neither under the sticky header.
  const header = await page.locator('.site-header').boundingBox();
  const heading = await page.locator('#contact-form-title').boundingBox();
  expect(heading?.y ?? -1).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
});

test('a 503 from elsewhere (a proxy, with an HTTP date) gets the generic message, never a raw value', async ({
  page,
}) => {
  await page.route('**/api/forms/site-contact', (route) =>
    route.fulfill({ status: 503, headers: { 'Retry-After': 'Fri, 27 Nov 2026 10:00:00 GMT' }, body: '' }),
  );
  await page.goto(pathFor('contact', DefaultLanguage, {}, options));
  const form = await openForm(page, 'site-contact');
  await fillValid(form, 'site-contact', 'proxy@example.com', true);
  await form.locator('[data-submit]').click();
  const { server } = JSON.parse(readFileSync(`locales/${DefaultLanguage}/validation.json`, 'utf8')) as {
    server: string;
  };
  await expect(form.locator('[data-form-alert]')).toContainText(server);
  await expect(form.locator('[data-form-alert]')).not.toContainText('NaN');
});

test('the offer shows the 10% deposit of the amount typed', async ({ page }) => {
  await page.goto(pageOf('offer', DefaultLanguage));
  const form = await openForm(page, 'offer');
  await form.locator('[name="offerAmount"]').focus();
  await expect(form.locator('.robot')).toBeVisible();
  await form.locator('[name="offerAmount"]').fill('500000');
  // In the page's language (English here: a comma groups the thousands).
  await expect(form.locator('[data-deposit]')).toContainText('€50,000');
});

test(`the rental application shows three months' rent as the deposit`, async ({ page }) => {
  await page.goto(pageOf('rent-application', DefaultLanguage));
  const form = await openForm(page, 'rent-application');
  // Property 1002 of the sample rents for €900 a month; in English a comma groups the thousands.
  await expect(form.locator('.lead-form__deposit')).toContainText('€2,700');
});

test('every submit button of every form kind, given valid data, sends its form: none is dead', async ({
  browser,
}) => {
  // Fourteen forms in a row on a shared machine.
  test.setTimeout(300_000);
  // One browser context for the whole sweep; each kind's buttons are found, not assumed.
  const context = await browser.newContext();
  await context.addInitScript(remember, storedConsent);
  const page = await context.newPage();
  const dead: string[] = [];
  for (const kind of kinds) {
    await page.goto(pageOf(kind, DefaultLanguage));
    const form = await openForm(page, kind);
    const buttons = form.locator('button[type="submit"], button:not([type]), input[type="submit"]');
    const count = await buttons.count();
    expect(count, `${kind} has a submit button`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      if (index > 0) {
        await page.goto(pageOf(kind, DefaultLanguage));
        await openForm(page, kind);
      }
      const email = `every-button-${kind}-${index}-${Date.now()}@example.com`;
      await fillValid(form, kind, email, true, 6 + index);
      const thanks = pathFor('formThanks', DefaultLanguage, { name: kind }, options);
      await buttons.nth(index).click();
      // Something must happen: the thank-you page, or at least a message in the form.
      const happened = await expect(page)
        .toHaveURL(thanks, { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!happened) dead.push(`${kind}: "${(await buttons.nth(index).textContent())?.trim()}"`);
    }
  }
  await context.close();
  expect(dead).toEqual([]);
});

for (const javaScript of [true, false]) {
  test(`document request with the keyboard, JavaScript ${javaScript ? 'on' : 'off'}: one button sends it`, async ({
    browser,
  }) => {
    const page = await pageWith(browser, javaScript);
    // Property 1013 of the sample has two documents online.
    await page.goto(built(new RegExp(`^${words(other)}/${saleWord(other)}/[^/]+/[^/]+/1013/$`)));
    const form = await openForm(page, 'document-request');
    const email = `documents-keyboard-${javaScript ? 'js' : 'nojs'}-${Date.now()}@example.com`;
    // Typed from the keyboard, one field after the other, as a visitor without a mouse does.
    await form.locator('input[name="firstName"]').focus();
    await page.keyboard.type('Anna');
    await form.locator('input[name="lastName"]').focus();
    await page.keyboard.type('Peeters');
    await form.locator('input[name="email"]').focus();
    await page.keyboard.type(email);
    await form.locator('input[name="privacyConsent"]').focus();
    await page.keyboard.press('Space');
    // The documents are there from the start, and the one button after them sends the form.
    await expect(form.locator('input[name="documents[]"]').first()).toBeVisible();
    const submit = form.locator('[data-submit]');
    await expect(form.getByRole('button')).toHaveCount(1);
    for (let step = 0; step < 10; step += 1) {
      if (await submit.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    if (javaScript)
      await expect(page).toHaveURL(pathFor('formThanks', other, { name: 'document-request' }, options));
    else await confirmByMail(page, other, email);
    await page.context().close();
    await expect.poll(() => storedRows(email).length).toBe(1);
  });
}

test(`the first click on an untouched form shows the form's own messages, never the browser's bubble`, async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto(pathFor('contact', other, {}, options));
  const form = page.locator('form[data-lead-form="site-contact"]');
  await form.locator('[data-submit]').click();
  await expect(form.locator('[data-error-for="firstName"]')).toHaveText(
    namedMessage(other, 'required', 'firstName'),
  );
  // The e-mail field says "required" alone, not also "not valid".
  await expect(form.locator('[data-error-for="email"]')).toHaveText(namedMessage(other, 'required', 'email'));
  const bubble = await form
    .locator('input[name="firstName"]')
    .evaluate((input: HTMLInputElement) => input.validationMessage !== '' && !input.form?.noValidate);
  expect(bubble).toBe(false);
  expect(posts).toEqual([]);
});

test('the valuation says its property type is required, not that a number is wrong', async ({ page }) => {
  await page.goto(pageOf('contact-demand', DefaultLanguage));
  const form = await openForm(page, 'contact-demand');
  await form.locator('input[name="email"]').focus();
  await expect(form.locator('.robot')).toBeVisible();
  await form.locator('[data-submit]').click();
  await expect(form.locator('[data-error-for="propertyType"]')).toHaveText(
    namedMessage(DefaultLanguage, 'required', 'propertyType'),
  );
});

test('a refusal the server alone sees shows "not sent" once', async ({ page }) => {
  await page.goto(pageOf('contact-me', DefaultLanguage));
  const form = await openForm(page, 'contact-me');
  await fillValid(form, 'contact-me', `unknown-property-${Date.now()}@example.com`, true);
  // A listing withdrawn while the page was open: only the server knows it.
  await form.locator('input[name="propertyId"]').evaluate((input: HTMLInputElement) => {
    input.value = '999999';
  });
  await form.locator('[data-submit]').click();
  const alert = form.locator('[data-form-alert]');
  await expect(alert).toBeVisible();
  await expect(
    alert.locator('p').filter({ hasText: validationWords(DefaultLanguage).formNotSent }),
  ).toHaveCount(1);
  await expect(alert.locator('p')).toHaveCount(2);
});

test('without JavaScript a too-large post comes back to its page in its language, not as JSON', async ({
  browser,
}) => {
  const page = await pageWith(browser, false);
  const contact = pathFor('contact', other, {}, options);
  await page.goto(contact);
  const form = await openForm(page, 'site-contact');
  await form.locator('input[name="firstName"]').fill('Anna');
  await form.locator('input[name="lastName"]').fill('Peeters');
  await form.locator('input[name="email"]').fill('anna@example.com');
  await form.locator('input[name="privacyConsent"]').check();
  await form.locator('textarea[name="remark"]').fill('x'.repeat(70 * 1024));
  await form.locator('[data-submit]').click();
  await expect(page).toHaveURL(new RegExp(`${contact}\\?form-return=[\\w-]{32}#site-contact-alert$`));
  await expect(form.locator('[data-form-alert]')).toContainText(validationWords(other).bodyTooLarge);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${other}`));
  // The alert it lands on is fully below the sticky header.
  const header = await page.locator('.site-header').boundingBox();
  const alert = await form.locator('[data-form-alert]').boundingBox();
  expect(alert?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  await page.context().close();
});

for (const width of [390, 1280]) {
  test(`at ${width} px a field's message moves nothing beside it, and the sticky header covers no message`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(pathFor('contact', DefaultLanguage, {}, options));
    const form = await openForm(page, 'site-contact');
    await form.locator('input[name="email"]').focus();
    await expect(form.locator('.robot')).toBeVisible();
    const phone = form.locator('input[name="phone"]');
    const email = form.locator('input[name="email"]');
    // The phone field's place relative to the e-mail field, whatever the page's scroll.
    const offset = async () => ((await phone.boundingBox())?.y ?? 0) - ((await email.boundingBox())?.y ?? 0);
    const before = await phone.boundingBox();
    const offsetBefore = await offset();
    await form.locator('input[name="email"]').fill('not-an-address');
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-error-for="email"]')).toBeVisible();
    const after = await phone.boundingBox();
    expect(after?.height).toBe(before?.height);
    if (width > 700) expect(await offset()).toBe(offsetBefore);
    // The focused field at fault is in view, below the sticky header.
    const header = await page.locator('.site-header').boundingBox();
    const focused = await page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? -1);
    expect(focused).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  });
}
