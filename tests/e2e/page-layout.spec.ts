// Layout defects the visitor's walk found on the content pages (team, services, news, projects,
// testimonials, contact, footer), each checked where it showed: at a phone's width, in two languages.
import { expect, test } from '@playwright/test';
import { declineChoice, storeConsent } from './chrome-fixtures';

test.beforeEach(async ({ page }) => {
  await storeConsent(page, declineChoice);
});

for (const { path, heading } of [
  { path: '/our-team/', heading: 'Work with us' },
  { path: '/fr/notre-equipe/', heading: 'Travailler chez nous' },
]) {
  test(`the team page (${path}) invites to apply once, with a CV form that has room on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    const outro = page.locator('.team-outro');
    // One heading says it; the text leads to the form below, not away to the contact page.
    await expect(outro.getByRole('heading', { name: heading, exact: true })).toHaveCount(1);
    await expect(outro.locator('a[href*="contact"]')).toHaveCount(0);
    await expect(outro.locator('form')).toHaveCount(1);
    // The fields use the phone's width instead of sitting in a box within a box within a box.
    const field = outro.locator('form input[name="firstName"]');
    const box = await field.boundingBox();
    // 228 px before, in a 390 px window: 70% leaves room for the frames the form itself draws.
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(0.7 * 390);
  });
}

for (const path of ['/news/', '/de/neuigkeiten/']) {
  test(`a news card's thumbnail on a phone (${path}) shows the picture, not a tall strip of it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    const photos = page.locator('.article-card__photo');
    expect(await photos.count()).toBeGreaterThan(2);
    for (const photo of await photos.all()) {
      const box = await photo.boundingBox();
      // Before: 104 px wide and as tall as the card's text (150 to 230 px).
      expect(box?.height ?? 0, path).toBeLessThanOrEqual((box?.width ?? 0) * 1.05);
      expect(box?.width ?? 0, path).toBeGreaterThan(80);
    }
  });
}

for (const path of ['/for-sale/ghent/house/1001/', '/de/zu-verkaufen/gent/haus/1001/']) {
  test(`a listing's unfolded form (${path}) lines its group titles up with its labels, its tick boxes with its fields`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    const offer = page.locator('#action-offer');
    await offer.locator('summary').click();
    const group = offer.locator('fieldset:has(> legend)').first();
    await expect(group).toBeVisible();
    // The compact form draws no frame round a group: its title starts where its labels do.
    const textLeft = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().left;
    };
    const title = await group.locator('> legend').evaluate(textLeft);
    const label = await group.locator('label').first().evaluate(textLeft);
    // Before: 4 px in (the legend's padding, meant for a title sitting on a frame's border).
    expect(Math.abs(title - label), path).toBeLessThanOrEqual(1);

    const left = async (selector: string) => (await offer.locator(selector).first().boundingBox())?.x ?? NaN;
    // Before: the browser's own margins put each box 4 px right of the fields, and its text 7 px right
    // of the privacy link meant to sit under it.
    expect(
      Math.abs((await left('input[type="checkbox"]')) - (await left('input[name="firstName"]'))),
    ).toBeLessThanOrEqual(1);
    const consentText = await left('label:has(input[name="privacyConsent"]) > span');
    expect(Math.abs((await left('.lead-form__privacy')) - consentText), path).toBeLessThanOrEqual(1);
  });
}

test("a listing's key facts keep each word of their labels whole on a 360 px phone and a 1024 px tablet, in every language", async ({
  page,
}) => {
  // 360 px is the width of many Android phones. Before, "Perceeloppervlakte" broke after "Perceeloppervlakt";
  // at 1024 px, four tiles beside the contact card broke "Grundstücksfläc|he" in a browser without a
  // German hyphenation dictionary. A long compound may break only at its soft hyphen ("Grundstücks-").
  for (const width of [360, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      '/for-sale/ghent/house/1001/',
      '/nl/te-koop/gent/huis/1001/',
      '/fr/a-vendre/gand/maison/1001/',
      '/de/zu-verkaufen/gent/haus/1001/',
    ]) {
      await page.goto(path);
      const labels = page.locator('.summary__facts dt');
      expect(await labels.count(), path).toBeGreaterThan(2);
      const broken = await labels.evaluateAll((elements) =>
        elements.flatMap((element) => {
          const node = element.firstChild;
          if (node === null) return [];
          // Each word's text: more than one line box means the line broke inside it.
          return [...(node.textContent ?? '').matchAll(/[^\s\u00ad]+/g)].flatMap((word) => {
            const range = document.createRange();
            // After a soft hyphen, from the word's second letter: Chromium gives the range that starts
            // where the line broke the box of the hyphen it drew at the end of the line before.
            const afterHyphen = node.textContent?.[word.index - 1] === '\u00ad';
            range.setStart(node, word.index + (afterHyphen ? 1 : 0));
            range.setEnd(node, word.index + word[0].length);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return tops.size > 1 ? [word[0]] : [];
          });
        }),
      );
      expect(broken, `${path} at ${width} px`).toEqual([]);
    }
  }
});

test("the footer names the agency's town in the page's language, as the footer's own text beside it does", async ({
  page,
}) => {
  // The export names the agency's town once ("Bruxelles"); the configured footer text is written per
  // language. Before, a Dutch page said "1050 Brussel" in one and "1050 Bruxelles" in the other.
  for (const [path, town] of [
    ['/nl/', 'Brussel'],
    ['/fr/', 'Bruxelles'],
    ['/', 'Brussels'],
    ['/de/', 'Brüssel'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('.site-footer__contact'), path).toContainText(
      `Avenue Louise 231, 1050 ${town}`,
    );
    await expect(page.locator('.site-footer__columns'), path).toContainText(`1050 ${town}`);
  }
});

test("a client's testimonial is quoted with the marks of the page's language", async ({ page }) => {
  // Before: the marks were CSS around the text, English ones in every language ("“Klare Betreuung…”").
  for (const [path, open, close] of [
    ['/', '“', '”'],
    ['/nl/', '“', '”'],
    ['/fr/', '«\u00a0', '\u00a0»'],
    ['/de/', '„', '“'],
  ] as const) {
    await page.goto(path);
    const quote = (await page.locator('.testimonial__quote').first().innerText()).trim();
    expect(quote.startsWith(open) && quote.endsWith(close), `${path}: ${quote}`).toBe(true);
  }
});

test('an e-mail address breaks before its @, never inside the domain, on every page that shows one', async ({
  page,
}) => {
  // Before: four team cards a row at 1280 px wrapped "sophie.janssens@immo-" above "lumiere.be", and so
  // did a listing's contact card at 320 px (the width WCAG's reflow asks for).
  for (const [path, width] of [
    ['/nl/ons-team/', 1280],
    ['/de/unser-team/', 320],
    ['/de/zu-verkaufen/uccle/haus/1047/', 320],
    ['/fr/contact/', 320],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const links = page.locator('main a[href^="mailto:"], footer a[href^="mailto:"]');
    expect(await links.count(), path).toBeGreaterThan(1);
    for (const link of await links.all()) {
      if (!(await link.isVisible())) continue;
      // The top of each character's box from the @ on: one line holds the whole domain.
      const tops = await link.evaluate((element) => {
        const chars: { char: string; top: number }[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let index = 0; index < text.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            chars.push({ char: text[index] ?? '', top: Math.round(range.getBoundingClientRect().top) });
          }
        }
        const at = chars.findIndex((entry) => entry.char === '@');
        return chars.slice(at).map((entry) => entry.top);
      });
      expect(new Set(tops).size, `${path} at ${width} px: ${await link.innerText()}`).toBe(1);
    }
  }
});

test('a breadcrumb that wraps on a phone never starts a line with its slash', async ({ page }) => {
  // Before: "Startseite" above "/ Dieser Bestätigungslink ist nicht mehr gültig" at 390 px.
  await page.setViewportSize({ width: 390, height: 800 });
  for (const path of ['/de/danke/request-link-invalid/', '/de/zu-verkaufen/uccle/haus/1047/']) {
    await page.goto(path);
    const items = await page.locator('nav.breadcrumb li').evaluateAll((elements) =>
      elements.map((element) => ({
        top: Math.round(element.getBoundingClientRect().top),
        before: getComputedStyle(element, '::before').content,
        text: (element as HTMLElement).innerText,
      })),
    );
    // The trail wraps on both pages (else this test would see nothing).
    expect(new Set(items.map((item) => item.top)).size, path).toBeGreaterThan(1);
    items.forEach((item, index) => {
      const startsLine = index === 0 || item.top > (items[index - 1]?.top ?? 0);
      if (startsLine) expect(['none', 'normal'], `${path}: ${item.text}`).toContain(item.before);
    });
  }
});

for (const { path, newsPage, service } of [
  {
    path: '/services/renovation-duty-in-flanders-what-changes/',
    newsPage: '/news/',
    service: '/services/selling/',
  },
  {
    path: '/de/dienstleistungen/renovierungspflicht-in-flandern-was-aendert-sich/',
    newsPage: '/de/neuigkeiten/',
    service: '/de/dienstleistungen/verkaufen/',
  },
]) {
  test(`a news item (${path}) sits under the news page, with the other news beside it`, async ({ page }) => {
    // Before: a news item said "Our other services" beside it, with a way back to all services, and its
    // breadcrumb went through the services.
    await page.goto(newsPage);
    const newsTitles = await page.locator('main .article-card__title').allInnerTexts();
    const newsName = (await page.locator('h1').innerText()).trim();
    await page.goto(path);
    await expect(page.locator('nav.breadcrumb a').last()).toHaveAttribute('href', newsPage);
    await expect(page.locator('nav.breadcrumb a').last()).toHaveText(newsName);
    const beside = page.locator('.article-aside nav a');
    expect(await beside.count()).toBeGreaterThan(1);
    for (const title of await beside.allInnerTexts())
      expect(newsTitles.map((t) => t.trim())).toContain(title.trim());
    await expect(page.locator('.article-aside > p > a')).toHaveAttribute('href', newsPage);
    // The navigation marks the news page, not the services its address lies under.
    const marked = await page
      .locator('.site-nav a[aria-current="page"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
    expect(marked).toEqual([newsPage]);
    // A service keeps the other services beside it, and its way back to them.
    await page.goto(service);
    for (const title of await page.locator('.article-aside nav a').allInnerTexts())
      expect(newsTitles.map((t) => t.trim())).not.toContain(title.trim());
  });
}

for (const { path, heading } of [
  { path: '/about-us/testimonials/', heading: 'Share your experience' },
  { path: '/fr/a-propos/temoignages/', heading: 'Partagez votre expérience' },
]) {
  test(`the page listing the testimonials (${path}) invites the visitor to leave one`, async ({ page }) => {
    // Before: its form was only under each testimonial, one click away from where a visitor looks.
    await page.goto(path);
    const form = page.locator('main form[data-lead-form="testimonial"]');
    await expect(form).toHaveCount(1);
    const title = page.locator('#share-testimonial');
    await expect(title).toHaveText(heading);
    // It comes after the testimonials themselves.
    expect(await page.locator('main .testimonial').count()).toBeGreaterThan(1);
    const below = await title.evaluate(
      (element) =>
        element.getBoundingClientRect().top >
        (document.querySelector('main .testimonial:last-of-type')?.getBoundingClientRect().top ?? 0),
    );
    expect(below).toBe(true);
  });
}

test("a garage's or an office's surface is its floor area, never a living area, on its page and its card", async ({
  page,
}) => {
  // Before: "Surface habitable 17 m²" for a garage box, "Wohnfläche" for offices.
  for (const [path, floor, living] of [
    ['/fr/a-vendre/anvers/garage-parking/1009/', 'Surface', 'Surface habitable'],
    ['/de/zu-verkaufen/waterloo/buero/1030/', 'Nutzfläche', 'Wohnfläche'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('.summary__facts dt'), path).toContainText([floor]);
    await expect(page.locator('.facts dt').filter({ hasText: floor }), path).toHaveCount(1);
    await expect(page.locator('.summary__facts dt, .facts dt').filter({ hasText: living }), path).toHaveCount(
      0,
    );
    // Its one key fact keeps a tile's width at 1280 px; before, it stretched across the whole row.
    await page.setViewportSize({ width: 1280, height: 800 });
    const tile = await page.locator('.summary__facts > div').first().boundingBox();
    expect(tile?.width, path).toBeLessThanOrEqual(12 * 16);
  }
  await page.goto('/nl/te-koop/');
  const office = page.locator('.property-card').filter({ has: page.locator('a[href$="/1030/"]') });
  await expect(office.locator('.visually-hidden').filter({ hasText: 'Oppervlakte:' })).toHaveCount(1);
  const house = page.locator('.property-card').filter({ has: page.locator('a[href$="/1059/"]') });
  await expect(house.locator('.visually-hidden').filter({ hasText: 'Bewoonbare oppervlakte:' })).toHaveCount(
    1,
  );
});

test("a Luxembourg listing names its certificate as Luxembourg does, never with Belgium's PEB or EPC", async ({
  page,
}) => {
  for (const [path, certificate, belgian] of [
    ['/fr/a-vendre/luxembourg/appartement/1058/', 'Certificat de performance énergétique (CPE)', /PEB/],
    ['/de/zu-verkaufen/luxemburg/wohnung/1058/', 'Energiepass', /Energieausweis/],
    ['/nl/te-koop/luxemburg/appartement/1058/', 'Energiepas (energieprestatiecertificaat)', /EPC/],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('#detail-epc'), path).toHaveText(certificate);
    const words = await page.locator('.epc, .facts__group--energy').allInnerTexts();
    expect(words.join('\n'), path).not.toMatch(belgian);
    await expect(page.locator('.epc dt').first(), path).not.toHaveText(/Region|Région|Gewest/);
  }
  // A Belgian listing keeps its region's word.
  await page.goto('/fr/a-vendre/namur/maison/1020/');
  await expect(page.locator('#detail-epc')).toHaveText('Certificat de performance énergétique (PEB)');
  // The box's labels end in a colon, after a no-break space in French ("Région :").
  const colon = await page
    .locator('.epc dt')
    .first()
    .evaluate((dt) => getComputedStyle(dt, '::after').content);
  expect(colon).toBe('"\u00a0:"');
});

test("a printed listing's contact line follows the page's punctuation", async ({ page }) => {
  // Before: "Contact: Immo Lumière" on a French page, whose colons take a no-break space before them.
  for (const [path, line] of [
    ['/fr/a-vendre/gand/maison/1001/', 'Contact\u00a0: Immo Lumière'],
    ['/de/zu-verkaufen/gent/haus/1001/', 'Kontakt: Immo Lumière'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('.print-contact__title'), path).toHaveText(line);
  }
});
