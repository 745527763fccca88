import { describe, expect, it } from 'vitest';
import { requiredPropertyFields } from '../schemas/property.fixtures';
import { siteRecord } from '../schemas/site-export.fixtures';
import { ExportError } from './export-error';
import { formatProblem } from './export-problem';
import { parsedExportFiles } from './export-texts.fixtures';
import { parseJsonFile } from './parse-json-file';
import { type RawExportFiles, validateExport } from './validate-export';

const picture = { ID: 1, Url: '/media/house.jpg', Width: 1600, Height: 1067 };

function fixture() {
  return {
    site: {
      ...siteRecord(picture),
      Languages: [
        { Code: 'en', Use: true },
        { Code: 'nl', Use: true },
        { Code: 'de', Use: false },
      ],
      Brand: { PrimaryColor: '#0b3954', AccentColor: '#e0a100', Logo: '/media/logo.svg' },
      topBar: { left: [{ label: { en: 'Call' }, link: { en: 'tel:+3220000000' } }], right: [] },
      Agents: [{ ID: 7, FirstName: 'Ann', LastName: 'Peeters' }],
    } as Record<string, unknown>,
    properties: [
      {
        ...requiredPropertyFields,
        ID: 1042,
        Pictures: [picture],
        AgentID: 7,
        SomeCrmExtra: 'kept out',
        language: 'en',
      },
      {
        ID: 1043,
        Goal: 1,
        Marquee: 4,
        WebID: 2,
        Zip: '1000',
        City: 'Bruxelles',
        CountryID: 10,
        Price: 950,
        PriceUnit: 1,
        Pictures: [],
        language: 'en',
      },
    ] as Record<string, unknown>[],
    projects: [] as Record<string, unknown>[],
    cities: {
      all: [{ Name: 'Gent', Zip: '9000', CountryID: 10, PropertyCount: 1, language: 'en' }],
      sale: [] as Record<string, unknown>[],
      rent: [] as Record<string, unknown>[],
    } as { all: Record<string, unknown>[]; sale: Record<string, unknown>[]; rent: Record<string, unknown>[] },
    propertyTypes: [
      { ID: 11, WebID: 1, Name: 'House', Sale: true, Rent: true, language: 'en' },
      { ID: 21, WebID: 2, Name: 'Apartment', Sale: true, Rent: true, language: 'en' },
    ] as Record<string, unknown>[],
    treeItems: [{ ID: 1, ParentID: null, Name: { en: 'Root' } }] as Record<string, unknown>[],
    articles: [
      { ID: 5, CategoryID: 2, Slug: { en: 'news' }, Title: { en: 'News' }, Published: true },
    ] as Record<string, unknown>[],
    menu: [
      {
        id: 1,
        path: { en: 'about' },
        status: 'published',
        params: {
          title: { en: 'About' },
          modules: [{ view: 'news-view', relations: { type: 'category', id: 2 } }],
        },
        childMenus: [
          { id: 2, parentId: 1, path: { en: 'team' }, status: 'preview', params: { title: { en: 'Team' } } },
        ],
      },
    ] as Record<string, unknown>[],
    owners: [
      { ID: 1, Email: 'owner@example.be', Language: 'nl', PropertyIDs: [1042], Rows: [], Slots: [] },
    ] as Record<string, unknown>[],
  };
}

type Fixture = ReturnType<typeof fixture>;

function files(data: Fixture): RawExportFiles {
  return parsedExportFiles({
    'site.json': JSON.stringify(data.site),
    'properties.json': JSON.stringify(data.properties),
    'projects.json': JSON.stringify(data.projects),
    'cities.json': JSON.stringify(data.cities),
    'property-types.json': JSON.stringify(data.propertyTypes),
    'tree-items.json': JSON.stringify(data.treeItems),
    'articles.json': JSON.stringify(data.articles),
    'menu.json': JSON.stringify(data.menu, null, 2),
    'owners.json': JSON.stringify(data.owners),
  });
}

const media = new Set(['house.jpg', 'logo.svg']);

/** The problems of an export, as the lines the build prints them in. */
function problemLines(data: Fixture): string[] {
  return (validateExport(files(data), media).problems ?? []).map((p) => formatProblem(p));
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`fixture has no item ${index}`);
  return item;
}

describe('validateExport', () => {
  it('types a valid export and drops unknown fields', () => {
    const result = validateExport(files(fixture()), media);
    expect(result.problems).toBeUndefined();
    expect(result.model?.properties.map((p) => p.ID)).toEqual([1042, 1043]);
    expect(result.model?.properties[0]).not.toHaveProperty('SomeCrmExtra');
    expect(result.model?.menu[0]?.Children?.[0]?.Status).toBe('preview');
  });

  it('reports three errors planted in three files, each with file, record ID and field', () => {
    const data = fixture();
    Object.assign(at(data.properties, 0), { Price: 'abc' });
    Reflect.deleteProperty(at(data.propertyTypes, 1), 'Name');
    Object.assign(at(data.owners, 0), { Language: 'es' });
    const result = validateExport(files(data), media);
    const lines = (result.problems ?? []).map((p) => formatProblem(p));
    expect(lines).toEqual([
      'data/properties.json  record ID 1042 (en)  field Price: expected number, got "abc"',
      'data/property-types.json  record ID 21 (en)  field Name: expected a value (required field), got nothing',
      'data/owners.json  record ID 1  field Language: expected ("nl" | "fr" | "en" | "de"), got "es"',
    ]);
  });

  it('names nested field paths such as Pictures[0].Width', () => {
    const data = fixture();
    Object.assign(at(data.properties, 0), { Pictures: [{ ...picture, Width: '1600' }] });
    const [problem] = validateExport(files(data), media).problems ?? [];
    expect(problem).toMatchObject({
      file: 'properties.json',
      recordId: '1042 (en)',
      field: 'Pictures[0].Width',
      expected: 'number',
      got: '"1600"',
    });
  });

  it('rejects values outside a closed set', () => {
    const data = fixture();
    Object.assign(at(data.properties, 1), { Goal: 2 });
    Object.assign(at(data.properties, 1), { Marquee: 6 });
    const problems = validateExport(files(data), media).problems ?? [];
    expect(problems.map((p) => [p.recordId, p.field, p.got])).toEqual([
      ['1043 (en)', 'Goal', '2'],
      ['1043 (en)', 'Marquee', '6'],
    ]);
  });

  it('names the list and position of a record without an ID (a city of cities.json)', () => {
    const data = fixture();
    Object.assign(at(data.cities.all, 0), { language: 'es' });
    Reflect.deleteProperty(data.cities, 'rent');
    const problems = problemLines(data);
    expect(problems).toEqual([
      'data/cities.json  field all[0].language: expected ("nl" | "fr" | "en" | "de"), got "es"',
      'data/cities.json  field rent: expected a value (required field), got nothing',
    ]);
  });

  it('names the file, line and column of invalid JSON and still checks the other files', () => {
    const data = fixture();
    Object.assign(at(data.properties, 0), { Price: 'abc' });
    const raw = files(data);
    raw['menu.json'] = parseJsonFile('menu.json', '[\n  {\n    "ID": 1,\n  }\n]');
    const problems = validateExport(raw, media).problems ?? [];
    expect(problems.map((p) => p.file)).toEqual(['properties.json', 'menu.json']);
    expect(problems[1]?.expected).toMatch(/^valid JSON \(line 4, column 3: /);
  });

  it('reports a missing file', () => {
    const raw = files(fixture());
    Reflect.deleteProperty(raw, 'owners.json');
    expect(validateExport(raw, media).problems).toEqual([
      { file: 'owners.json', expected: 'the file to exist', got: 'nothing' },
    ]);
  });

  it('checks references between files', () => {
    const data = fixture();
    Object.assign(at(data.properties, 0), { WebID: 9 });
    Object.assign(at(data.properties, 1), { WebIDs: '2,7' });
    Object.assign(at(data.properties, 1), { AgentID: 8 });
    const problems = validateExport(files(data), media).problems ?? [];
    expect(problems.map((p) => [p.file, p.recordId, p.field, p.got])).toEqual([
      ['properties.json', 1042, 'WebID', '9'],
      ['properties.json', 1043, 'WebIDs', '7'],
      ['properties.json', 1043, 'AgentID', '8'],
    ]);
  });

  it("checks a tree item's parent and the listing of an owner's row", () => {
    const data = fixture();
    data.treeItems.push({ ID: 2, ParentID: 5, Name: { en: 'Orphan' } });
    Object.assign(at(data.owners, 0), { Rows: [{ PropertyID: 1043, Kind: 'visit', Date: '2026-10-30' }] });
    const problems = validateExport(files(data), media).problems ?? [];
    expect(problems.map((p) => [p.file, p.recordId, p.field, p.got])).toEqual([
      ['tree-items.json', 2, 'ParentID', '5'],
      ['owners.json', 1, 'Rows[0].PropertyID', '1043'],
    ]);
  });

  it("leaves out an owner's listing that has left the export, with a warning naming it", () => {
    const data = fixture();
    Object.assign(at(data.owners, 0), {
      PropertyIDs: [1042, 555],
      Views: [
        { PropertyID: 555, Date: '2026-10-30', Count: 4 },
        { PropertyID: 1042, Date: '2026-10-30', Count: 12 },
      ],
    });
    const result = validateExport(files(data), media);
    expect(result.problems).toBeUndefined();
    // (The fixture's accent colour gives site.json a warning of its own.)
    const warnings = result.model === undefined ? [] : result.warnings.filter((p) => p.file !== 'site.json');
    expect(warnings.map((p) => [p.file, p.recordId, p.field, p.got])).toEqual([
      ['owners.json', 1, 'PropertyIDs[1]', '555'],
    ]);
    expect(result.model?.owners[0]?.PropertyIDs).toEqual([1042]);
    expect(result.model?.owners[0]?.Views?.map((view) => view.PropertyID)).toEqual([1042]);
  });

  it("checks that an owner's historical views name one of the owner's properties and a day", () => {
    const data = fixture();
    Object.assign(at(data.owners, 0), {
      Views: [
        { PropertyID: 1042, Date: '2026-10-30', Count: 12 },
        { PropertyID: 1043, Date: '2026-10-31', Count: 3 },
        { PropertyID: 1042, Date: '2026-10-31T10:00:00Z', Count: 1 },
      ],
    });
    const problems = validateExport(files(data), media).problems ?? [];
    expect(problems.map((p) => [p.file, p.recordId, p.field])).toEqual([['owners.json', 1, 'Views[2].Date']]);
    Object.assign(at(data.owners, 0), { Views: [{ PropertyID: 1043, Date: '2026-10-31', Count: 3 }] });
    const crossProblems = validateExport(files(data), media).problems ?? [];
    expect(crossProblems.map((p) => [p.file, p.recordId, p.field, p.got])).toEqual([
      ['owners.json', 1, 'Views[0].PropertyID', '1043'],
    ]);
  });

  it('reports duplicate IDs within a file', () => {
    const data = fixture();
    Object.assign(at(data.propertyTypes, 1), { ID: 11 });
    const problems = validateExport(files(data), media).problems ?? [];
    expect(problems).toEqual([
      {
        file: 'property-types.json',
        recordIndex: 1,
        field: 'ID',
        expected: 'an ID used by no other record',
        got: '11',
      },
    ]);
  });

  it('groups the records of a listing per language; refuses two of one language or records that disagree', () => {
    const data = fixture();
    Object.assign(at(data.properties, 0), { Title: 'House in Gent' });
    data.properties[1] = { ...at(data.properties, 0), language: 'nl', Title: 'Huis in Gent' };
    const grouped = validateExport(files(data), media).model?.properties;
    expect(grouped?.map((p) => [p.ID, p.Price, p.Title])).toEqual([
      [1042, 350000, { en: 'House in Gent', nl: 'Huis in Gent' }],
    ]);
    Object.assign(at(data.properties, 1), { language: 'en' });
    const problems = problemLines(data);
    expect(problems).toEqual([
      'data/properties.json  record ID 1042 (en)  field language: expected one record per listing and language (record ID 1042 has "en" twice), got "en"',
    ]);
    Object.assign(at(data.properties, 1), { language: 'nl', Price: 340000 });
    const disagreeing = problemLines(data);
    expect(disagreeing).toEqual([
      'data/properties.json  record ID 1042 (nl)  field Price: expected the same Price in every language record of the listing (the "en" record has 350000), got 340000',
    ]);
  });

  it('requires every /media/ file outside a list of pictures or documents to exist', () => {
    const problems = validateExport(files(fixture()), new Set(['logo.svg'])).problems ?? [];
    expect(problems.map((p) => `${p.file} ${p.recordId ?? '-'} ${p.field}`)).toEqual([
      'site.json - banner.image.Url',
    ]);
  });

  it("leaves out a listing's picture or document whose file is missing, with a warning naming it", () => {
    const data = fixture();
    const second = { ...picture, ID: 2, Url: '/media/garden.jpg' };
    Object.assign(at(data.properties, 0), {
      Pictures: [picture, second],
      SmallPictureItem: second,
      Documents: [{ ID: 3, Name: 'EPC', Url: '/media/epc.pdf' }],
    });
    const result = validateExport(files(data), media);
    expect(result.problems).toBeUndefined();
    const warnings = result.model === undefined ? [] : result.warnings.filter((p) => p.file !== 'site.json');
    expect(warnings.map((p) => `${p.file} ${p.recordId} ${p.field} ${p.got}`)).toEqual([
      'properties.json 1042 SmallPictureItem.Url /media/garden.jpg',
      'properties.json 1042 Pictures[1].Url /media/garden.jpg',
      'properties.json 1042 Documents[0].Url /media/epc.pdf',
    ]);
    expect(warnings[0]?.expected).toContain('left out of the site');
    const listing = result.model?.properties.find((property) => property.ID === 1042);
    expect(listing?.Pictures.map((item) => item.Url)).toEqual(['/media/house.jpg']);
    expect(listing?.SmallPictureItem).toBeUndefined();
    expect(listing?.Documents).toEqual([]);
  });

  it('requires the default language to be switched on', () => {
    const data = fixture();
    Object.assign(data.site, { DefaultLanguage: 'de' });
    const [problem] = validateExport(files(data), media).problems ?? [];
    expect(problem).toMatchObject({ file: 'site.json', field: 'DefaultLanguage', got: '"de"' });
    expect(problem?.expected).toContain('en, nl');
  });

  it("names the CRM's fields of menu.json and site.json, nested ones with their path", () => {
    const data = fixture();
    const page = at(data.menu, 0) as { params: { modules: Record<string, unknown>[] }; childMenus: object[] };
    Object.assign(page.params.modules[0] ?? {}, { numberItemOfRow: 9, backgroundType: 'color' });
    Object.assign(page.childMenus[0] ?? {}, { status: 'draft' });
    Object.assign(data.site, {
      popup: { isPublished: 'yes', delay: 8 },
      banner: { type: 'image', image: picture, videoType: 'dailymotion' },
      siteInfo: { analyticsId: 42 },
      topBar: { left: [{ label: { en: 'Call' }, link: {} }], right: [] },
    });
    const lines = problemLines(data);
    expect(lines).toEqual([
      'data/site.json  field topBar.left[0].link: expected a link in at least one language, got Object',
      'data/site.json  field banner.videoType: expected ("mp4" | "youtube" | "vimeo"), got "dailymotion"',
      'data/site.json  field popup.isPublished: expected boolean, got "yes"',
      'data/site.json  field siteInfo.analyticsId: expected string, got 42',
      'data/menu.json  record ID 1  field params.modules[0].numberItemOfRow: expected <=6, got 9',
      'data/menu.json  record ID 1  field params.modules[0].colorBackground: expected a colour (backgroundType is color), got Object',
      'data/menu.json  record ID 1  field childMenus[0].status: expected ("published" | "preview" | "hidden"), got "draft"',
    ]);
  });

  it('accepts extra CRM fields in menu pages, module blocks and the site parts, and maps them to the model', () => {
    const data = fixture();
    const page = at(data.menu, 0) as { params: { modules: Record<string, unknown>[] } } & Record<
      string,
      unknown
    >;
    Object.assign(page, { crmOnly: 1 });
    Object.assign(page.params, { layout: 'wide' });
    Object.assign(page.params.modules[0] ?? {}, { cssClass: 'x' });
    Object.assign(data.site, {
      popup: { isPublished: true, delay: 5, title: { en: 'Hi' }, extra: true },
      siteInfo: { tagManagerId: 'GTM-1', hotjarId: '3' },
    });
    const result = validateExport(files(data), media);
    expect(result.problems).toBeUndefined();
    expect(result.model?.menu[0]?.Modules).toEqual([
      { View: 'news-view', Relation: { Kind: 'category', ID: 2 } },
    ]);
    expect(result.model?.site.Popup).toEqual({ Enabled: true, DelaySeconds: 5, Title: { en: 'Hi' } });
    expect(result.model?.site.SiteInfo).toEqual({ TagManagerID: 'GTM-1' });
  });

  it("checks a submenu page's parentId and module relations by their CRM path", () => {
    const data = fixture();
    const page = at(data.menu, 0) as { childMenus: Record<string, unknown>[] };
    Object.assign(page.childMenus[0] ?? {}, {
      parentId: 7,
      params: {
        title: { en: 'Team' },
        modules: [{ view: 'single-view', relations: { type: 'article', id: 99 } }],
      },
    });
    data.menu.push({
      id: 3,
      parentId: 8,
      path: 'orphan',
      status: 'published',
      params: { title: { en: 'x' } },
    });
    data.menu.push({ id: 2, path: 'twin', status: 'published', params: { title: { en: 'y' } } });
    const lines = problemLines(data);
    expect(lines).toEqual([
      'data/menu.json  record #3  field id: expected an ID used by no other record, got 2',
      'data/menu.json  record ID 1  field childMenus[0].parentId: expected the id of the page whose childMenus hold it (1), or nothing, got 7',
      'data/menu.json  record ID 3  field parentId: expected null, 0 or the id of a top-level menu page (1, 2), got 8',
      'data/menu.json  record ID 1  field childMenus[0].params.modules[0].relations.id: expected the ID of an article of articles.json, got 99',
    ]);
  });

  it('formats every problem into the ExportError message', () => {
    const data = fixture();
    Object.assign(at(data.properties, 0), { Price: 'abc' });
    Object.assign(at(data.articles, 0), { CategoryID: 3 });
    const error = new ExportError(validateExport(files(data), media).problems ?? [], 'data');
    expect(error.message.split('\n')).toEqual([
      'data is not a valid export: 2 problems',
      '  data/properties.json  record ID 1042 (en)  field Price: expected number, got "abc"',
      '  data/articles.json  record ID 5  field CategoryID: expected (2 | 4 | 5 | 6 | 7), got 3',
    ]);
  });
});
