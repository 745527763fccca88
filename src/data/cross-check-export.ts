import type { MenuPage } from '../schemas/menu-export';
import { type ExportedFiles, type ExportModel, exportFiles } from './export-model';
import type { ExportProblem } from './export-problem';
import { fieldPath } from './schema-problems';
import { isTopLevel } from './site-export-mapping';

/** The media files present, as paths relative to the media folder (`house-01.jpg`). */
export type MediaFiles = ReadonlySet<string>;

/**
 * Checks what one file's schema cannot see: references between files, unique IDs and media files.
 * `exported` is the same export in the CRM's names, for the checks whose messages name CRM fields.
 */
export function crossCheckExport(
  model: ExportModel,
  mediaFiles: MediaFiles,
  exported: ExportedFiles,
): ExportProblem[] {
  return [
    ...checkLanguages(model),
    ...checkUniqueIds(model, exported),
    ...checkReferences(model),
    ...checkMenuParents(exported['menu.json']),
    ...checkMenuRelations(model, exported['menu.json']),
    ...checkMedia(exported, mediaFiles).filter((problem) => !isDroppedMedia(problem)),
  ];
}

/**
 * What the cross-check lets through with a warning, and the build leaves out: a picture or document of a
 * list (`Pictures[3].Url`) or a listing's thumbnail whose file the media folder lacks (the page shows the
 * others; the publish's guard refuses an export that lacks too many), and an owner's listing that has left
 * the export (the portal shows the owner's other listings).
 */
export function droppedReferences(
  model: ExportModel,
  mediaFiles: MediaFiles,
  exported: ExportedFiles,
): ExportProblem[] {
  const propertyIds = new Set(model.properties.map((property) => property.ID));
  const goneListings = model.owners.flatMap((owner) =>
    owner.PropertyIDs.flatMap((id, index) =>
      propertyIds.has(id)
        ? []
        : [
            {
              file: 'owners.json',
              recordId: owner.ID,
              field: `PropertyIDs[${index}]`,
              expected: 'the ID of a property of properties.json (left out of the owner portal)',
              got: String(id),
            },
          ],
    ),
  );
  const media = checkMedia(exported, mediaFiles)
    .filter(isDroppedMedia)
    .map((problem) => ({ ...problem, expected: `${problem.expected} (left out of the site)` }));
  return [...media, ...goneListings];
}

// The lists of pictures and documents, in the export's names and the model's, and the thumbnail.
const droppableMediaField =
  /(?:^|\.)(?:(?:Pictures|Documents|Gallery|galleryImages|Images)\[\d+\]|SmallPictureItem)\.Url$/;

/** A missing file in a list of pictures or documents, or a thumbnail: the build can do without it. */
export function isDroppedMedia(problem: ExportProblem): boolean {
  return droppableMediaField.test(problem.field ?? '');
}

function checkLanguages({ site }: ExportModel): ExportProblem[] {
  const used = site.Languages.filter((language) => language.Use).map((language) => language.Code);
  if (used.includes(site.DefaultLanguage)) return [];
  return [
    {
      file: 'site.json',
      field: 'DefaultLanguage',
      expected: `one of the Languages with Use true (${used.join(', ') || 'none'})`,
      got: JSON.stringify(site.DefaultLanguage),
    },
  ];
}

function duplicates(file: string, ids: readonly number[], field = 'ID', recordId?: number): ExportProblem[] {
  const seen = new Set<number>();
  const problems: ExportProblem[] = [];
  ids.forEach((id, index) => {
    if (seen.has(id)) {
      const record = recordId === undefined ? { recordIndex: index } : { recordId };
      problems.push({ file, ...record, field, expected: 'an ID used by no other record', got: String(id) });
    }
    seen.add(id);
  });
  return problems;
}

/**
 * Menu ids are unique across the whole tree. A second top-level page is named by its position (its id
 * is the ambiguous one); a second submenu page by the top-level record holding it and its path.
 */
function duplicateMenuIds(menu: readonly MenuPage[]): ExportProblem[] {
  const seen = new Set<number>();
  const problems: ExportProblem[] = [];
  const visit = (page: MenuPage, where: { recordId: number } | { recordIndex: number }, path: string) => {
    if (seen.has(page.id)) {
      problems.push({
        file: 'menu.json',
        ...where,
        field: `${path}id`,
        expected: 'an ID used by no other record',
        got: String(page.id),
      });
    }
    seen.add(page.id);
    (page.childMenus ?? []).forEach((child, index) => {
      visit(
        child,
        { recordId: 'recordId' in where ? where.recordId : page.id },
        `${path}childMenus[${index}].`,
      );
    });
  };
  menu.forEach((page, index) => {
    visit(page, { recordIndex: index }, '');
  });
  return problems;
}

function checkUniqueIds(model: ExportModel, exported: ExportedFiles): ExportProblem[] {
  const ids = (records: readonly { readonly ID: number }[]) => records.map((record) => record.ID);
  return [
    ...duplicates('properties.json', ids(model.properties)),
    ...duplicates('projects.json', ids(model.projects)),
    ...duplicates('property-types.json', ids(model.propertyTypes)),
    ...duplicates('tree-items.json', ids(model.treeItems)),
    ...duplicates('articles.json', ids(model.articles)),
    ...duplicateMenuIds(exported['menu.json']),
    ...duplicates('owners.json', ids(model.owners)),
    ...duplicates('site.json', ids(model.site.Agents), 'Agents.ID'),
    ...model.projects.flatMap((project) =>
      duplicates('projects.json', ids(project.Units), 'Units.ID', project.ID),
    ),
  ];
}

function listed(values: Iterable<number>): string {
  return [...new Set(values)].sort((a, b) => a - b).join(', ');
}

function checkReferences(model: ExportModel): ExportProblem[] {
  const problems: ExportProblem[] = [];
  // A reference that names none of the IDs it may name is a problem; an absent one (null, undefined) is not.
  const refer = (
    known: ReadonlySet<number>,
    id: number | null | undefined,
    place: { readonly file: string; readonly recordId: number; readonly field: string },
    expected: string,
  ) => {
    if (id !== null && id !== undefined && !known.has(id))
      problems.push({ ...place, expected, got: String(id) });
  };
  const webIds = new Set(model.propertyTypes.map((t) => t.WebID));
  const agentIds = new Set(model.site.Agents.map((a) => a.ID));
  const treeIds = new Set(model.treeItems.map((t) => t.ID));
  const typeExpected = `a WebID of property-types.json (${listed(webIds)})`;
  const agentExpected = `an agent ID of site.json Agents (${listed(agentIds)})`;

  for (const property of model.properties) {
    const at = (field: string) => ({ file: 'properties.json', recordId: property.ID, field });
    refer(webIds, property.WebID, at('WebID'), typeExpected);
    for (const webId of property.WebIDs) {
      if (webId !== property.WebID) refer(webIds, webId, at('WebIDs'), typeExpected);
    }
    refer(agentIds, property.AgentID, at('AgentID'), agentExpected);
  }
  for (const project of model.projects) {
    const at = (field: string) => ({ file: 'projects.json', recordId: project.ID, field });
    refer(agentIds, project.AgentID, at('AgentID'), agentExpected);
    project.Units.forEach((unit, index) => {
      refer(webIds, unit.Type, at(`Units[${index}].Type`), typeExpected);
    });
  }
  for (const item of model.treeItems) {
    const at = { file: 'tree-items.json', recordId: item.ID, field: 'ParentID' };
    refer(treeIds, item.ParentID, at, 'null or the ID of another tree item');
  }
  // An owner's listing that has left the export is a warning (droppedReferences), not a problem.
  for (const owner of model.owners) {
    const own = new Set(owner.PropertyIDs);
    for (const [part, rows] of [
      ['Rows', owner.Rows],
      ['Slots', owner.Slots],
      ['Views', owner.Views ?? []],
    ] as const) {
      rows.forEach((row, index) => {
        const at = { file: 'owners.json', recordId: owner.ID, field: `${part}[${index}].PropertyID` };
        refer(own, row.PropertyID, at, `one of the owner's PropertyIDs (${listed(own)})`);
      });
    }
  }
  return problems;
}

/** A submenu page's parentId names the page that holds it: its holder in childMenus, or a top-level page. */
function checkMenuParents(menu: readonly MenuPage[]): ExportProblem[] {
  const problems: ExportProblem[] = [];
  const topIds = new Set(menu.filter(isTopLevel).map((page) => page.id));
  menu.forEach((page) => {
    if (!isTopLevel(page) && !topIds.has(page.parentId ?? 0)) {
      problems.push({
        file: 'menu.json',
        recordId: page.id,
        field: 'parentId',
        expected: `null, 0 or the id of a top-level menu page (${listed(topIds)})`,
        got: String(page.parentId),
      });
    }
    const visit = (holder: MenuPage, prefix: string) => {
      (holder.childMenus ?? []).forEach((child, index) => {
        const here = `${prefix}childMenus[${index}]`;
        if (child.parentId !== undefined && child.parentId !== null && child.parentId !== holder.id) {
          problems.push({
            file: 'menu.json',
            recordId: page.id,
            field: `${here}.parentId`,
            expected: `the id of the page whose childMenus hold it (${holder.id}), or nothing`,
            got: String(child.parentId),
          });
        }
        visit(child, `${here}.`);
      });
    };
    visit(page, '');
  });
  return problems;
}

function checkMenuRelations(model: ExportModel, menu: readonly MenuPage[]): ExportProblem[] {
  const categories = new Set<number>(model.articles.map((a) => a.CategoryID));
  const articleIds = new Set(model.articles.map((a) => a.ID));
  const problems: ExportProblem[] = [];
  const visit = (pages: readonly MenuPage[], rootId: number | undefined, prefix: string) => {
    pages.forEach((page, index) => {
      const root = rootId ?? page.id;
      const here = rootId === undefined ? '' : `${prefix}[${index}].`;
      (page.params.modules ?? []).forEach((block, blockIndex) => {
        const { type, id } = block.relations;
        const field = `${here}params.modules[${blockIndex}].relations.id`;
        if (type === 'category' && (id === undefined || !categories.has(id))) {
          problems.push({
            file: 'menu.json',
            recordId: root,
            field,
            expected: `an article category present in articles.json (${listed(categories)})`,
            got: id === undefined ? 'nothing' : String(id),
          });
        }
        if (type === 'article' && (id === undefined || !articleIds.has(id))) {
          problems.push({
            file: 'menu.json',
            recordId: root,
            field,
            expected: 'the ID of an article of articles.json',
            got: id === undefined ? 'nothing' : String(id),
          });
        }
      });
      visit(page.childMenus ?? [], root, `${here}childMenus`);
    });
  };
  visit(menu, undefined, '');
  return problems;
}

// A media file named inside HTML or CSS text (an article's <img>, a menu page's background) breaks the
// page as surely as a picture field does.
const embeddedMedia = /(?:\b(?:src|href)\s*=\s*["']|url\(\s*["']?)(\/media\/[^"'()?#\s]+)/g;

/** The `/media/...` URLs a text names: the whole text, or those inside its HTML or CSS. */
export function mediaReferences(text: string): string[] {
  if (text.startsWith('/media/')) return [text];
  return [...text.matchAll(embeddedMedia)].flatMap((match) => match[1] ?? []);
}

/** Whether the media folder has the file a `/media/...` URL names. */
export function hasMediaFile(mediaFiles: MediaFiles, url: string): boolean {
  try {
    return mediaFiles.has(decodeURI(url.slice('/media/'.length)));
  } catch {
    return false; // a malformed %-escape names no file
  }
}

/** One place the export names a media file: its file, record and field (in the CRM's names) and the URL. */
export interface MediaReferenceAt {
  readonly file: string;
  readonly record: { readonly recordId?: number; readonly recordIndex?: number };
  readonly field: string;
  readonly url: string;
}

/** Every `/media/...` URL that a file's parsed content names, at any depth, with where it stands. */
export function mediaReferencesIn(file: string, content: unknown): MediaReferenceAt[] {
  const found: MediaReferenceAt[] = [];
  const walk = (value: unknown, keys: readonly (string | number)[]) => {
    if (typeof value === 'string') {
      for (const url of mediaReferences(value)) {
        const [first, ...rest] = keys;
        const record =
          Array.isArray(content) && typeof first === 'number' ? recordRef(content[first], first) : {};
        found.push({ file, record, field: fieldPath(Array.isArray(content) ? rest : keys), url });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...keys, index]);
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, [...keys, key]);
    }
  };
  walk(content, []);
  return found;
}

function checkMedia(exported: ExportedFiles, mediaFiles: MediaFiles): ExportProblem[] {
  // Every file of the export as validated (CRM names, unknown fields dropped), so that a media field
  // added to any schema is checked without a change here.
  return Object.keys(exportFiles)
    .flatMap((file) => mediaReferencesIn(file, exported[file as keyof ExportedFiles]))
    .filter(({ url }) => !hasMediaFile(mediaFiles, url))
    .map(({ file, record, field, url }) => ({
      file,
      ...record,
      field,
      expected: 'a file present in the media folder',
      got: url,
    }));
}

function recordRef(record: unknown, index: number): { recordId?: number; recordIndex?: number } {
  if (typeof record === 'object' && record !== null && 'ID' in record && typeof record.ID === 'number') {
    return { recordId: record.ID };
  }
  // menu.json's pages carry the specification's lowercase `id`.
  if (typeof record === 'object' && record !== null && 'id' in record && typeof record.id === 'number') {
    return { recordId: record.id };
  }
  return { recordIndex: index };
}
