// The one place that turns the CRM's site.json and menu.json (their camelCase names of the specification,
// src/schemas/site-export.ts and menu-export.ts) into the site's own model (src/schemas/site.ts and
// menu.ts), which the pages read. Validation happened before: this only renames and reshapes.
import { locales } from '../i18n/locales';
import type { LocalizedText } from '../schemas/localized-text';
import type { MenuItem, MenuModule } from '../schemas/menu';
import type { MenuPage, ModuleBlock } from '../schemas/menu-export';
import type { Site, SiteLink } from '../schemas/site';
import type { SiteExport, TopBarItem } from '../schemas/site-export';

/** An object without the keys whose value is undefined (the model leaves absent fields out). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** The text in `language`, else the first language with one (an empty text counts as none). */
function pick(text: LocalizedText, language: string): string | undefined {
  return text[language as keyof LocalizedText] || Object.values(text).find(Boolean);
}

function topBarLink(item: TopBarItem, defaultLanguage: string): SiteLink {
  const links = defined(item.link);
  // Checked by the schema: at least one language has a link.
  const url = pick(links, defaultLanguage) ?? '';
  const differs = Object.values(links).some((link) => link !== url);
  return defined({ Label: item.label, Url: url, Urls: differs ? links : undefined, Color: item.color });
}

function topBarLinks(items: readonly TopBarItem[], defaultLanguage: string): SiteLink[] {
  return items.filter((item) => item.status !== 'hidden').map((item) => topBarLink(item, defaultLanguage));
}

/** The Site model of an exported site.json. */
export function siteFromExport(exported: SiteExport): Site {
  const { topBar, banner, popup, siteInfo, ...rest } = exported;
  const language = exported.DefaultLanguage;
  return defined({
    Languages: rest.Languages,
    DefaultLanguage: rest.DefaultLanguage,
    SiteUrl: rest.SiteUrl,
    Agency: rest.Agency,
    Brand: rest.Brand,
    TopBar: { Left: topBarLinks(topBar.left, language), Right: topBarLinks(topBar.right, language) },
    Header: rest.Header,
    Banner: defined({
      Type: banner.type,
      Image: banner.image,
      Gallery: banner.galleryImages,
      Video: banner.videoUrl,
      Title: banner.title,
      Subtitle: banner.description,
    }),
    Popup:
      popup &&
      defined({
        Enabled: popup.isPublished,
        DelaySeconds: popup.delay,
        Title: popup.title,
        Body: popup.description,
        Image: popup.mediaUrl,
        FormAction: popup.link,
      }),
    Footer: rest.Footer,
    SiteInfo:
      siteInfo &&
      defined({
        AnalyticsID: siteInfo.analyticsId,
        AdsID: siteInfo.adsId,
        TagManagerID: siteInfo.tagManagerId,
        SocialPixelID: siteInfo.socialPixelId,
      }),
    Map: rest.Map,
    MapTileUrl: rest.MapTileUrl,
    Agents: rest.Agents,
    RetentionDays: rest.RetentionDays,
  });
}

function moduleFromExport(block: ModuleBlock): MenuModule {
  const type = block.backgroundType;
  return defined({
    Title: block.title,
    View: block.view,
    Relation: defined({ Kind: block.relations.type, ID: block.relations.id }),
    ItemsPerRow: block.numberItemOfRow,
    MaxItems: block.maxItems,
    ColumnSpan: block.span ?? block.col?.lg,
    BackgroundColor: type === 'none' || type === 'image' ? undefined : block.colorBackground,
    BackgroundImage: type === 'none' || type === 'color' ? undefined : block.images?.[0],
  });
}

function modulesFromExport(blocks: readonly ModuleBlock[] | undefined): MenuModule[] | undefined {
  if (blocks === undefined) return undefined;
  const last = Number.POSITIVE_INFINITY;
  // A stable sort: blocks without a position, or with equal ones, keep the CRM's order.
  return blocks
    .filter((block) => block.status !== 'hidden')
    .map((block, index) => ({ block, index }))
    .sort((a, b) => (a.block.position ?? last) - (b.block.position ?? last) || a.index - b.index)
    .map(({ block }) => moduleFromExport(block));
}

function pathOf(path: MenuPage['path']): LocalizedText {
  return typeof path === 'string' ? Object.fromEntries(locales.map((code) => [code, path])) : path;
}

function itemFromExport(page: MenuPage, children: readonly MenuPage[]): MenuItem {
  const { params } = page;
  return defined({
    ID: page.id,
    Path: pathOf(page.path),
    Title: params.title,
    Description: params.description,
    Meta: params.metadata,
    IsActiveSEO: params.isActiveSEO,
    Image: params.image,
    Modules: modulesFromExport(params.modules),
    Content: params.content,
    Css: params.css,
    Type: params.type,
    Status: page.status,
    Sort: page.sort ?? params.sort,
    Children:
      children.length > 0
        ? children.map((child) => itemFromExport(child, child.childMenus ?? []))
        : undefined,
  });
}

/** Whether a top-level record of menu.json is a top-level page (no parent, or a parentId of 0). */
export function isTopLevel(page: MenuPage): boolean {
  return page.parentId === undefined || page.parentId === null || page.parentId === 0;
}

/**
 * The MenuItem tree of an exported menu.json. Submenu pages come nested in `childMenus`, or as records
 * of their own whose `parentId` names a top-level page (a flat export): both end up as that page's
 * children. A path written once stands for every language.
 */
export function menuFromExport(pages: readonly MenuPage[]): MenuItem[] {
  const topLevel = pages.filter(isTopLevel);
  const flatChildren = pages.filter((page) => !isTopLevel(page));
  return topLevel.map((page) =>
    itemFromExport(page, [
      ...(page.childMenus ?? []),
      ...flatChildren.filter((child) => child.parentId === page.id),
    ]),
  );
}
