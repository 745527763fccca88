import { describe, expect, it } from 'vitest';
import {
  builtMenuPages,
  type MenuNode,
  type ModuleSettings,
  menuNavigation,
  menuPageListing,
  moduleGrid,
  moduleItems,
  newestAvailable,
} from './menu-tree';

const node = (ID: number, Status: MenuNode['Status'], extra: Partial<MenuNode> = {}): MenuNode => ({
  ID,
  Status,
  ...extra,
});

describe('builtMenuPages', () => {
  const menu = [
    node(3, 'published', { Sort: 2 }),
    node(1, 'published', {
      Sort: 1,
      Children: [node(12, 'hidden'), node(11, 'published', { Sort: 2 }), node(13, 'preview', { Sort: 1 })],
    }),
    node(4, 'hidden', { Sort: 0, Children: [node(41, 'published')] }),
    node(5, 'preview', { Sort: 3, Children: [node(51, 'published')] }),
    node(6, 'published', { Sort: 4, IsActiveSEO: false }),
  ];
  const built = builtMenuPages(menu);

  it('builds published and preview pages in menu order, never hidden ones or their children', () => {
    expect(built.map((page) => page.item.ID)).toEqual([1, 13, 11, 3, 5, 51, 6]);
  });

  it('keeps preview pages, their children and IsActiveSEO false pages out of search engines', () => {
    const noindex = Object.fromEntries(built.map((page) => [page.item.ID, page.noindex]));
    expect(noindex).toEqual({ 1: false, 13: true, 11: false, 3: false, 5: true, 51: true, 6: true });
  });

  it('knows the parent of a submenu page', () => {
    expect(built.find((page) => page.item.ID === 11)?.parent?.ID).toBe(1);
    expect(built.find((page) => page.item.ID === 3)?.parent).toBeUndefined();
  });

  it('links only published pages in the navigation', () => {
    const nav = menuNavigation(menu);
    expect(nav.map((link) => [link.item.ID, link.children.map((child) => child.ID)])).toEqual([
      [1, [11]],
      [3, []],
      [6, []],
    ]);
  });
});

describe('newestAvailable', () => {
  it('leaves out sold and rented listings and puts the newest first', () => {
    const list = [
      { ID: 1, Marquee: 0, CreatedAt: '2026-01-01' },
      { ID: 2, Marquee: 3, CreatedAt: '2026-09-01' },
      { ID: 3, Marquee: 1, CreatedAt: '2026-06-01' },
      { ID: 4, Marquee: 4, CreatedAt: '2026-10-01' },
      { ID: 5, Marquee: 5 },
      { ID: 6, Marquee: 2, CreatedAt: '2026-06-01' },
    ];
    expect(newestAvailable(list, 4).map((p) => p.ID)).toEqual([6, 3, 1, 5]);
    expect(newestAvailable(list, 2).map((p) => p.ID)).toEqual([6, 3]);
    // Sorted once per list: the next export's list, with a newer listing, is sorted anew.
    const next = [...list, { ID: 7, Marquee: 0, CreatedAt: '2026-11-01' }];
    expect(newestAvailable(next, 2).map((p) => p.ID)).toEqual([7, 6]);
    expect(newestAvailable(list, 2).map((p) => p.ID)).toEqual([6, 3]);
  });
});

describe('moduleItems', () => {
  const articles = [
    { ID: 1, CategoryID: 5, Published: true, ShowOrder: 2, Slug: {} },
    { ID: 2, CategoryID: 5, Published: true, ShowOrder: 1, Slug: {} },
    { ID: 3, CategoryID: 5, Published: true, ShowOrder: 3, Slug: {} },
    { ID: 4, CategoryID: 7, Published: false, Slug: {} },
    { ID: 5, CategoryID: 7, Published: true, Slug: {} },
  ];
  const properties = Array.from({ length: 20 }, (_, index) => ({
    ID: index + 1,
    Marquee: index === 19 ? 3 : 0,
    CreatedAt: `2026-01-${String(index + 1).padStart(2, '0')}`,
  }));
  const projects = ['a', 'b', 'c', 'd'];
  const sources = { articles, properties, projects };

  it('lists a category in its order, limited to MaxItems', () => {
    const result = moduleItems({ Relation: { Kind: 'category', ID: 5 }, MaxItems: 2 }, sources);
    expect(result.kind).toBe('articles');
    expect(result.items).toEqual([articles[1], articles[0]]);
  });

  it('shows the one related article only when it is published', () => {
    expect(moduleItems({ Relation: { Kind: 'article', ID: 5 } }, sources).items).toEqual([articles[4]]);
    expect(moduleItems({ Relation: { Kind: 'article', ID: 4 } }, sources).items).toEqual([]);
  });

  it('shows the newest available properties, twelve without MaxItems', () => {
    const all = moduleItems({ Relation: { Kind: 'properties' } }, sources);
    expect(all.kind).toBe('properties');
    expect(all.items).toHaveLength(12);
    expect((all.items[0] as { ID: number }).ID).toBe(19);
    expect(moduleItems({ Relation: { Kind: 'properties' }, MaxItems: 3 }, sources).items).toHaveLength(3);
  });

  it('shows the projects in export order, limited to MaxItems', () => {
    expect(moduleItems({ Relation: { Kind: 'projects' }, MaxItems: 3 }, sources)).toEqual({
      kind: 'projects',
      items: ['a', 'b', 'c'],
    });
  });
});

describe('moduleGrid', () => {
  it('defaults to a full-width block of three per row and clamps odd values', () => {
    expect(moduleGrid({ Relation: { Kind: 'projects' } })).toEqual({ span: 12, perRow: 3 });
    expect(moduleGrid({ Relation: { Kind: 'projects' }, ColumnSpan: 8, ItemsPerRow: 4 })).toEqual({
      span: 8,
      perRow: 4,
    });
    expect(moduleGrid({ Relation: { Kind: 'projects' }, ColumnSpan: 20, ItemsPerRow: 0 })).toEqual({
      span: 12,
      perRow: 1,
    });
  });
});

describe('menuPageListing', () => {
  type Page = MenuNode & { Modules: ModuleSettings[]; Children: Page[] };
  const lists = (ID: number): ModuleSettings => ({ Relation: { Kind: 'category', ID } });
  const page = (ID: number, Status: MenuNode['Status'], Modules: ModuleSettings[], Children: Page[] = []) =>
    ({ ID, Status, Modules, Children }) satisfies Page;
  it('finds the first published page, or submenu page, whose blocks list the category', () => {
    const menu = [
      page(1, 'published', [lists(4)], [page(11, 'published', [lists(5)])]),
      page(2, 'published', [lists(5)]),
    ];
    expect(menuPageListing(menu, 5)).toMatchObject({ item: { ID: 11 }, parent: { ID: 1 } });
    expect(menuPageListing(menu, 4)).toMatchObject({ item: { ID: 1 } });
    expect(menuPageListing(menu, 9)).toBeUndefined();
  });
  it('passes over preview and hidden pages, and the children of a preview page', () => {
    const menu = [
      page(1, 'preview', [], [page(11, 'published', [lists(5)])]),
      page(2, 'hidden', [lists(5)]),
      page(3, 'preview', [lists(5)]),
    ];
    expect(menuPageListing(menu, 5)).toBeUndefined();
    expect(menuPageListing([...menu, page(4, 'published', [lists(5)])], 5)).toMatchObject({
      item: { ID: 4 },
    });
  });
});
