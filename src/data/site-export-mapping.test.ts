import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type MenuPage, MenuPageSchema } from '../schemas/menu-export';
import { type SiteExport, SiteExportSchema } from '../schemas/site-export';
import { siteRecord } from '../schemas/site-export.fixtures';
import { menuFromExport, siteFromExport } from './site-export-mapping';

const picture = { ID: 1, Url: '/media/banner.jpg', Width: 1920, Height: 800 };

function site(parts: Partial<SiteExport>): SiteExport {
  return v.parse(SiteExportSchema, { ...siteRecord(picture), ...parts });
}

const menu = (pages: unknown[]): MenuPage[] => v.parse(v.array(MenuPageSchema), pages);

describe('siteFromExport', () => {
  it('turns top-bar items into links, leaving hidden ones out and keeping per-language links apart', () => {
    const mapped = siteFromExport(
      site({
        topBar: {
          left: [
            { label: { en: 'Call' }, link: { en: 'tel:+3220000000', fr: 'tel:+3220000000' }, icon: 'phone' },
            { label: { en: 'Old' }, link: { en: '/old/' }, status: 'hidden' },
          ],
          right: [
            {
              label: { en: 'Valuation', fr: 'Estimation' },
              link: { fr: '/fr/estimation/', en: '/valuation/' },
              color: '#ffd166',
              status: 'published',
            },
          ],
        },
      }),
    );
    expect(mapped.TopBar).toEqual({
      Left: [{ Label: { en: 'Call' }, Url: 'tel:+3220000000' }],
      Right: [
        {
          Label: { en: 'Valuation', fr: 'Estimation' },
          Url: '/valuation/',
          Urls: { fr: '/fr/estimation/', en: '/valuation/' },
          Color: '#ffd166',
        },
      ],
    });
  });

  it('renames the popup, banner and site info to the model', () => {
    const mapped = siteFromExport(
      site({
        popup: {
          isPublished: true,
          delay: 8,
          title: { en: 'Stay informed' },
          description: { en: '<p>News</p>' },
          link: 'sign-newsletter',
          mediaUrl: '/media/house.jpg',
        },
        banner: {
          type: 'video',
          title: { en: 'Home' },
          description: { en: 'Sales and lettings' },
          image: picture,
          galleryImages: [picture],
          videoUrl: 'https://vimeo.com/123',
          videoType: 'vimeo',
        },
        siteInfo: { analyticsId: 'G-1', adsId: 'AW-2', tagManagerId: 'GTM-3', socialPixelId: '4' },
      }),
    );
    expect(mapped.Popup).toEqual({
      Enabled: true,
      DelaySeconds: 8,
      Title: { en: 'Stay informed' },
      Body: { en: '<p>News</p>' },
      Image: '/media/house.jpg',
      FormAction: 'sign-newsletter',
    });
    expect(mapped.Banner).toEqual({
      Type: 'video',
      Image: picture,
      Gallery: [picture],
      Video: 'https://vimeo.com/123',
      Title: { en: 'Home' },
      Subtitle: { en: 'Sales and lettings' },
    });
    expect(mapped.SiteInfo).toEqual({
      AnalyticsID: 'G-1',
      AdsID: 'AW-2',
      TagManagerID: 'GTM-3',
      SocialPixelID: '4',
    });
    expect(siteFromExport(site({})).Popup).toBeUndefined();
  });
});

describe('menuFromExport', () => {
  it('nests childMenus and flat records whose parentId names a top-level page, and fills the model', () => {
    const mapped = menuFromExport(
      menu([
        {
          id: 1,
          parentId: null,
          name: 'About',
          path: { en: 'about', fr: 'a-propos' },
          status: 'published',
          createDate: '2026-09-01T09:00:00Z',
          params: {
            title: { en: 'About' },
            description: { en: 'Who we are' },
            metadata: { en: 'agency, brussels' },
            isActiveSEO: true,
            image: '/media/team.jpg',
            content: { en: '<p>Hi</p>' },
            css: '.x{}',
            type: 'content',
            sort: 4,
          },
          childMenus: [
            { id: 2, parentId: 1, path: 'team', status: 'preview', params: { title: { en: 'Team' } } },
          ],
        },
        {
          id: 3,
          parentId: 1,
          path: { en: 'jobs' },
          status: 'hidden',
          sort: 2,
          params: { title: { en: 'Jobs' } },
        },
      ]),
    );
    expect(mapped).toEqual([
      {
        ID: 1,
        Path: { en: 'about', fr: 'a-propos' },
        Title: { en: 'About' },
        Description: { en: 'Who we are' },
        Meta: { en: 'agency, brussels' },
        IsActiveSEO: true,
        Image: '/media/team.jpg',
        Content: { en: '<p>Hi</p>' },
        Css: '.x{}',
        Type: 'content',
        Status: 'published',
        Sort: 4,
        Children: [
          {
            ID: 2,
            Path: { nl: 'team', fr: 'team', en: 'team', de: 'team' },
            Title: { en: 'Team' },
            Status: 'preview',
          },
          { ID: 3, Path: { en: 'jobs' }, Title: { en: 'Jobs' }, Status: 'hidden', Sort: 2 },
        ],
      },
    ]);
  });

  it('orders module blocks by position, leaves hidden ones out and maps their layout and background', () => {
    const [page] = menuFromExport(
      menu([
        {
          id: 1,
          path: 'featured',
          status: 'published',
          params: {
            title: { en: 'Featured' },
            modules: [
              {
                view: 'slider-view',
                relations: { type: 'projects' },
                position: 2,
                col: { sm: 12, md: 6, lg: 4 },
                backgroundType: 'image',
                colorBackground: '#f3f6f8',
                images: ['/media/a.jpg', '/media/b.jpg'],
              },
              {
                title: { en: 'Our listings' },
                view: 'slider-view',
                relations: { type: 'properties' },
                position: 1,
                span: 8,
                col: { lg: 4 },
                numberItemOfRow: 4,
                maxItems: 8,
                backgroundType: 'color',
                colorBackground: '#f3f6f8',
                images: ['/media/a.jpg'],
              },
              { view: 'news-view', relations: { type: 'category', id: 2 }, status: 'hidden' },
              { view: 'single-view', relations: { type: 'article', id: 7 }, colorBackground: '#ffffff' },
            ],
          },
        },
      ]),
    );
    expect(page?.Modules).toEqual([
      {
        Title: { en: 'Our listings' },
        View: 'slider-view',
        Relation: { Kind: 'properties' },
        ItemsPerRow: 4,
        MaxItems: 8,
        ColumnSpan: 8,
        BackgroundColor: '#f3f6f8',
      },
      {
        View: 'slider-view',
        Relation: { Kind: 'projects' },
        ColumnSpan: 4,
        BackgroundImage: '/media/a.jpg',
      },
      { View: 'single-view', Relation: { Kind: 'article', ID: 7 }, BackgroundColor: '#ffffff' },
    ]);
  });
});
