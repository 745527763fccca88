import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ExportError } from '../../src/data/export-error';
import { loadExport } from '../../src/data/load-export';
import { checkData } from './check-data';

const temp = mkdtempSync(join(tmpdir(), 'check-data-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function edit(dir: string, file: string, change: (records: Record<string, unknown>[]) => void): void {
  const path = join(dir, file);
  const records = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>[];
  change(records);
  writeFileSync(path, JSON.stringify(records, null, 2));
}

// biome-ignore lint/suspicious/noExplicitAny: the tests edit nested fields of the raw site.json by hand.
type RawSite = Record<string, any>;

function editSite(dir: string, change: (site: RawSite) => void): void {
  const path = join(dir, 'site.json');
  const site = JSON.parse(readFileSync(path, 'utf8')) as RawSite;
  change(site);
  writeFileSync(path, JSON.stringify(site, null, 2));
}

function plantThreeErrors(): string {
  const dir = join(temp, 'planted');
  cpSync('data', dir, { recursive: true });
  // Four records per listing (nl, fr, en, de): record 16 is listing 1005 in Dutch.
  edit(dir, 'properties.json', (records) => Object.assign(records[16] ?? {}, { Price: 'abc' }));
  edit(dir, 'property-types.json', (records) => Reflect.deleteProperty(records[2] ?? {}, 'Name'));
  edit(dir, 'owners.json', (records) => {
    const rows = (Reflect.get(records[1] ?? {}, 'Rows') ?? []) as Record<string, unknown>[];
    Object.assign(rows[2] ?? {}, { Kind: 'meeting' });
  });
  return dir;
}

describe('check:data', () => {
  it('reports the committed sample as valid with its counts', async () => {
    const report = await checkData('data');
    expect(report.ok).toBe(true);
    expect(report.text).toMatch(/^data\/ is valid: 65 properties, 3 projects, 17 cities, 9 property types, /);
  });

  it('names three planted errors with file, record ID and field, and exits non-zero', async () => {
    const dir = plantThreeErrors();
    const report = await checkData(dir);
    expect(report.ok).toBe(false);
    expect(report.text).toContain(
      `${dir}/properties.json  record ID 1005 (nl)  field Price: expected number, got "abc"`,
    );
    expect(report.text).toContain(
      `${dir}/property-types.json  record ID 13 (en)  field Name: expected a value (required field), got nothing`,
    );
    expect(report.text).toContain(
      `${dir}/owners.json  record ID 2  field Rows[2].Kind: expected ("visit" | "communication" | "media" | "document"), got "meeting"`,
    );
    expect(report.text.split('\n')[0]).toBe(`${dir} is not a valid export: 3 problems`);

    const cli = spawnSync(join('node_modules', '.bin', 'tsx'), ['scripts/ops/check-data.ts', dir], {
      encoding: 'utf8',
    });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('properties.json  record ID 1005 (nl)  field Price');
    expect(cli.stderr).toContain('property-types.json  record ID 13 (en)  field Name');
    expect(cli.stderr).toContain('owners.json  record ID 2  field Rows[2].Kind');
  });

  it('reports a broken reference with its file, record ID and field', async () => {
    const dir = join(temp, 'reference');
    cpSync('data', dir, { recursive: true });
    edit(dir, 'projects.json', (records) => Object.assign(records[1] ?? {}, { AgentID: 99 }));
    // Every language record of listing 1001 (records 0 to 3) names the unknown type.
    edit(dir, 'properties.json', (records) => {
      for (const record of records.slice(0, 4)) Object.assign(record, { WebID: 12 });
    });
    const report = await checkData(dir);
    expect(report.ok).toBe(false);
    expect(report.text).toContain(
      `${dir}/properties.json  record ID 1001  field WebID: expected a WebID of property-types.json`,
    );
    expect(report.text).toContain(
      `${dir}/projects.json  record ID 2  field AgentID: expected an agent ID of site.json Agents (1, 2, 3, 4), got 99`,
    );
  });

  it("warns, without failing, about a missing picture and an owner's listing that left the export, which the build leaves out", async () => {
    const dir = join(temp, 'left-out');
    cpSync('data', dir, { recursive: true });
    let owned: number[] = [];
    edit(dir, 'owners.json', (records) => {
      owned = Reflect.get(records[0] ?? {}, 'PropertyIDs') as number[];
      Object.assign(records[0] ?? {}, { PropertyIDs: [...owned, 4242] });
    });
    edit(dir, 'properties.json', (records) => {
      const pictures = Reflect.get(records[0] ?? {}, 'Pictures') as Record<string, unknown>[];
      Object.assign(pictures[1] ?? {}, { Url: '/media/no-such-photo.jpg' });
    });
    const report = await checkData(dir);
    expect(report.ok).toBe(true);
    const warnings = report.text.split('\n').filter((line) => line.includes('warning:'));
    expect(warnings).toEqual([
      `  warning: ${dir}/properties.json  record ID 1001  field Pictures[1].Url: expected a file present in the media folder (left out of the site), got /media/no-such-photo.jpg`,
      `  warning: ${dir}/owners.json  record ID 1  field PropertyIDs[${owned.length}]: expected the ID of a property of properties.json (left out of the owner portal), got 4242`,
    ]);
    const model = loadExport(dir);
    expect(
      model.properties.find((property) => property.ID === 1001)?.Pictures.map((p) => p.Url),
    ).not.toContain('/media/no-such-photo.jpg');
    expect(model.owners[0]?.PropertyIDs).toEqual(owned);
  });

  it('refuses an empty Zip with file, record and field', async () => {
    const dir = join(temp, 'empty-zip');
    cpSync('data', dir, { recursive: true });
    edit(dir, 'properties.json', (records) => Object.assign(records[4] ?? {}, { Zip: '' }));
    edit(dir, 'projects.json', (records) => Object.assign(records[0] ?? {}, { Zip: '  ' }));
    const report = await checkData(dir);
    expect(report.ok).toBe(false);
    expect(report.text.split('\n')).toEqual([
      `${dir} is not a valid export: 2 problems`,
      `  ${dir}/properties.json  record ID 1002 (nl)  field Zip: expected a postal code such as 9000, got ""`,
      `  ${dir}/projects.json  record ID 1  field Zip: expected a postal code such as 9000, got "  "`,
    ]);
    // The build runs the same check before writing anything (src/data/export-check-integration.ts).
    expect(() => loadExport(dir)).toThrow(ExportError);
  });

  it('refuses a missing picture inside HTML and an unknown WebID, and so does the build', async () => {
    const dir = join(temp, 'page-breakers');
    cpSync('data', dir, { recursive: true });
    edit(dir, 'properties.json', (records) => {
      for (const record of records.slice(8, 12)) Object.assign(record, { WebID: 77 });
    });
    editSite(dir, (site) => {
      site.Footer.Columns[0].Text.en = '<p><img src="/media/missing-badge.png" alt="BIV"></p>';
    });
    const report = await checkData(dir);
    expect(report.ok).toBe(false);
    expect(report.text.split('\n').sort()).toEqual(
      [
        `${dir} is not a valid export: 2 problems`,
        `  ${dir}/properties.json  record ID 1003  field WebID: expected a WebID of property-types.json (1, 2, 3, 4, 5, 6, 7, 8, 9), got 77`,
        `  ${dir}/site.json  field Footer.Columns[0].Text.en: expected a file present in the media folder, got /media/missing-badge.png`,
      ].sort(),
    );
    expect(() => loadExport(dir)).toThrow(ExportError);
  });

  it('warns, without failing, about a configured colour that makes text unreadable', async () => {
    const dir = join(temp, 'colours');
    cpSync('data', dir, { recursive: true });
    editSite(dir, (site) => {
      site.topBar.left[0].color = site.Brand.PrimaryColor;
      site.topBar.right[1].color = '#ffd166';
      // A hidden item is not drawn: its colour cannot hurt anyone.
      site.topBar.right[2].status = 'hidden';
      site.topBar.right[2].color = site.Brand.PrimaryColor;
    });
    const report = await checkData(dir);
    expect(report.ok).toBe(true);
    const warnings = report.text.split('\n').filter((line) => line.includes('warning:'));
    expect(warnings).toEqual([
      `  warning: ${dir}/site.json  field topBar.left[0].color: expected a text colour readable on the top bar's #0b3954 (at least 4.5:1); the page shows #ffffff instead, got #0b3954 (1.0:1)`,
    ]);
  });

  it('warns when white text is unreadable on the brand colour', async () => {
    const dir = join(temp, 'light-brand');
    cpSync('data', dir, { recursive: true });
    editSite(dir, (site) => {
      site.Brand.PrimaryColor = '#f5d90a';
    });
    const report = await checkData(dir);
    expect(report.ok).toBe(true);
    expect(report.text).toContain(
      `warning: ${dir}/site.json  field Brand.PrimaryColor: expected a colour on which white text reaches 4.5:1`,
    );
    expect(report.text).toContain('got #f5d90a (white on it: 1.4:1)');
  });

  it("warns, without failing, about what the cleaning removed from the export's HTML and CSS", async () => {
    const dir = join(temp, 'hostile-html');
    cpSync('data', dir, { recursive: true });
    editSite(dir, (site) => {
      site.Footer.Columns[0].Text.en = '<p>Avenue Louise<script>alert(1)</script></p>';
      site.popup.description.fr = '<p><img src="/media/house-01.jpg" alt="" onerror="alert(1)">Nouveau</p>';
    });
    edit(dir, 'menu.json', (pages) => {
      const { params } = pages[0] as { params: { content?: object; css?: string } };
      params.content = {
        en: '<p><a href="javascript:alert(1)">Us</a></p><iframe src="https://x.example/"></iframe>',
      };
      params.css = '.menu-page h2 { color: #0b3954 } </style><script>alert(1)</script>';
    });
    edit(dir, 'articles.json', (articles) => {
      (articles[0] as { Body: { nl?: string } }).Body.nl = '<p style="position:fixed">Nieuws</p>';
    });
    edit(dir, 'properties.json', (records) => {
      Object.assign(records[0] as object, {
        Description: '<h2>Un h&ocirc;tel</h2><img src="data:image/png;base64,AA">',
      });
    });
    const report = await checkData(dir);
    expect(report.ok, report.text).toBe(true);
    const warnings = report.text
      .split('\n')
      .filter((line) => line.includes('warning:'))
      .map((line) => line.replace(/: expected .*, got /, ': '));
    expect(warnings).toEqual([
      `  warning: ${dir}/site.json  field Footer.Columns[0].Text.en: <script>`,
      `  warning: ${dir}/site.json  field popup.description.fr: onerror on <img>`,
      `  warning: ${dir}/properties.json  record ID 1001 (nl)  field Description: <img> not from /media/ (data:)`,
      `  warning: ${dir}/articles.json  record ID 201  field Body.nl: style on <p>`,
      `  warning: ${dir}/menu.json  record ID 10  field params.css: <`,
      `  warning: ${dir}/menu.json  record ID 10  field params.content.en: javascript: link, <iframe>`,
    ]);
  });

  it('finds no colour problem in the committed sample', async () => {
    expect((await checkData('data')).text).not.toContain('warning:');
  });
});

describe('check:data over the pictures themselves', () => {
  const html = '<!doctype html><title>502 Bad Gateway</title>';

  it('leaves a listing picture that is no picture out of the site with a warning naming file, record and field', async () => {
    const dir = join(temp, 'html-photo');
    cpSync('data', dir, { recursive: true });
    writeFileSync(join(dir, 'media', 'garage-03.jpg'), html);
    const report = await checkData(dir);
    expect(report.ok).toBe(true);
    const warnings = report.text.split('\n').filter((line) => line.includes('garage-03.jpg'));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      `warning: ${dir}/properties.json  record ID 1009  field Pictures[2].Url: expected a JPEG, PNG or WebP picture (left out of the site), got /media/garage-03.jpg: not a picture`,
    );
  });

  it('refuses an agent photo that is no picture, naming file and field', async () => {
    const dir = join(temp, 'html-agent');
    cpSync('data', dir, { recursive: true });
    writeFileSync(join(dir, 'media', 'agent-1.jpg'), html);
    const report = await checkData(dir);
    expect(report.ok).toBe(false);
    expect(report.text).toContain(
      `${dir}/site.json  field Agents[0].Photo: expected a JPEG, PNG or WebP picture, got /media/agent-1.jpg: not a picture`,
    );
  });

  it('warns about a picture over the limits, which is published scaled down', async () => {
    const dir = join(temp, 'huge-photo');
    cpSync('data', dir, { recursive: true });
    const huge = await sharp({ create: { width: 6400, height: 100, channels: 3, background: '#555' } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(dir, 'media', 'garage-03.jpg'), huge);
    const report = await checkData(dir);
    expect(report.ok).toBe(true);
    const warnings = report.text.split('\n').filter((line) => line.includes('garage-03.jpg'));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      `warning: ${dir}/properties.json  record ID 1009  field Pictures[2].Url: expected a picture within 6000 px and 15 MB (published scaled down to 2560 × 40 px), got /media/garage-03.jpg: 6400 × 100 px`,
    );
  });
});
