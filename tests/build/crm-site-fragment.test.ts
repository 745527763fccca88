// Builds the site from an export whose menu.json and site.json website parts are a hand-written fragment
// in the CRM specification's shape (crm-site-fragment/): a menu page with a nested and a flat submenu
// page and module blocks, top-bar items, the popup, the banner and the site info. The rest is the sample,
// cut to two languages and a few listings so that the build stays short.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchBuild } from './scratch-build';

const fragment = resolve('tests/build/crm-site-fragment');
const { temp, out, build } = scratchBuild('crm-site-fragment');

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

function fragmentExport(): string {
  const dir = join(temp, 'data');
  cpSync('data', dir, { recursive: true });
  const site = readJson(join(dir, 'site.json'));
  site.Languages = [
    { Code: 'en', Use: true },
    { Code: 'fr', Use: true },
    { Code: 'nl', Use: false },
    { Code: 'de', Use: false },
  ];
  writeFileSync(
    join(dir, 'site.json'),
    JSON.stringify({ ...site, ...readJson(join(fragment, 'site-parts.json')) }),
  );
  writeFileSync(join(dir, 'menu.json'), readFileSync(join(fragment, 'menu.json')));
  const properties = readJson(join(dir, 'properties.json'));
  writeFileSync(join(dir, 'properties.json'), JSON.stringify(properties.slice(0, 6)));
  writeFileSync(join(dir, 'owners.json'), '[]');
  return dir;
}

const result = build(fragmentExport());

// Without Astro's scoping attributes, which say nothing about the content.
const page = (path: string) =>
  readFileSync(join(out, 'client', path, 'index.html'), 'utf8').replace(/ data-astro-cid-\w+/g, '');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** Expects the pattern in the page; a failure names the pattern, not the whole page. */
const shows = (html: string, pattern: RegExp | string) =>
  expect(typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html), String(pattern)).toBe(
    true,
  );

describe('a build from an export fragment in the CRM specification shape', () => {
  it('succeeds', () => {
    expect(result.status, result.stderr + result.stdout).toBe(0);
  });

  it("shows published top-bar items with each language's label and link, and leaves hidden ones out", () => {
    const english = page('');
    const french = page('fr');
    shows(english, /<a href="https:\/\/blog\.example\.be\/en\/"[^>]*>Our blog<\/a>/);
    shows(french, /<a href="https:\/\/blog\.example\.be\/fr\/"[^>]*>Notre blog<\/a>/);
    shows(english, /<a href="tel:\+3221112233"/);
    shows(english, /style="color: #ffd166"/);
    expect(/old\.example\.be|Old offer|Ancienne offre/.test(english + french)).toBe(false);
  });

  it('puts the banner title, line and picture on the home page', () => {
    const english = page('');
    shows(english, /<h1>Homes in a new light<\/h1>/);
    shows(english, /<p class="banner__subtitle">Sales and lettings in Brussels<\/p>/);
    shows(english, /<img class="banner__image" src="\/media\/banner\.jpg"/);
    shows(page('fr'), /<h1>Des biens sous un nouveau jour<\/h1>/);
  });

  it("keeps the popup in its template with the CRM's delay, texts, picture and form", () => {
    const french = page('fr');
    shows(french, /<template id="popup-template" data-delay="5" data-form-action="sign-newsletter">/);
    shows(french, /<h2 id="popup-title">Les nouveaux biens en premier<\/h2>/);
    shows(french, '<p>Inscrivez-vous à nos alertes.</p>');
    shows(french, /<img class="popup__image" src="\/media\/house-02\.jpg"/);
  });

  it('hands the site info tag IDs to the consent-gated trackers', () => {
    shows(
      page(''),
      /data-tag-manager="GTM-FRAG01" data-analytics="G-FRAGMENT1" data-social-pixel="111222333444"/,
    );
  });

  it('builds the menu page with its SEO fields, content, submenu links and module blocks in position order', () => {
    const html = page('the-agency');
    shows(html, /<h1[^>]*>The agency<\/h1>/);
    shows(html, /<meta name="description" content="Who we are and how we work\.">/);
    shows(html, /<meta name="keywords" content="estate agent, Brussels">/);
    shows(html, '.fragment-marker { outline: 0; }');
    shows(html, '<p>Twenty years of selling homes in Brussels.</p>');
    shows(html, /<a href="\/the-agency\/history\/">Our history →<\/a>/);
    shows(html, /<a href="\/the-agency\/careers\/">Careers →<\/a>/);
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(headings.indexOf('Our people')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Our people')).toBeLessThan(headings.indexOf('Latest homes'));
    expect(html.includes('Hidden block')).toBe(false);
    shows(html, /style="--span: 8"/);
    shows(html, /style="--span: 12; --block-background: #f3f6f8"/);
    shows(text(page('fr/l-agence')), 'Notre équipe');
  });

  it('builds the nested and the flat submenu page under their parent, and no page for a hidden one', () => {
    shows(page('the-agency/history'), /<h1[^>]*>Our history<\/h1>/);
    shows(page('fr/l-agence/history'), '<p>Fondée en 2006.</p>');
    shows(page('fr/l-agence/emplois'), /<h1[^>]*>Emplois<\/h1>/);
    expect(existsSync(join(out, 'client/draft-page'))).toBe(false);
    expect(existsSync(join(out, 'client/about-us'))).toBe(false);
  });
});
