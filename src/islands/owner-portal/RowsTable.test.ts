// The portal's lists rendered as the browser first gets them: each list's empty message, a document's
// download link, dates as <time>; the tabs as the WAI-ARIA pattern wants them.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { portalRows } from '../../domain/portal/portal-rows';
import { pickStrings } from '../../i18n/translator';
import { ActivityTabs } from './ActivityTabs';
import { portalStringKeys } from './portal-strings';
import { RowsTable } from './RowsTable';

const strings = pickStrings('en', portalStringKeys);
const none = { visits: [], communications: [], media: [], documents: [] };

describe('RowsTable', () => {
  it('shows the empty message of a list without rows, and no table', () => {
    const html = renderToStaticMarkup(
      createElement(RowsTable, {
        rows: [],
        caption: 'Visits',
        empty: 'No visits.',
        withDocuments: false,
        strings,
      }),
    );
    expect(html).toBe('<p class="portal-empty">No visits.</p>');
  });

  it('dates each row and links a document to its download', () => {
    const rows = portalRows(
      [
        {
          date: '2026-06-18T11:00:00Z',
          type: 'Plan',
          subject: 'Grondplan',
          name: 'floor-plan-sample.pdf',
          downloadUrl: '/api/owner/properties/1001/documents/1',
        },
      ],
      'en-GB',
    );
    const html = renderToStaticMarkup(
      createElement(RowsTable, {
        rows,
        caption: 'Documents',
        empty: 'No documents.',
        withDocuments: true,
        strings,
      }),
    );
    expect(html).toContain('<time dateTime="2026-06-18T11:00:00Z">18/06/2026</time>');
    expect(html).toMatch(
      /<a class="portal-download" href="\/api\/owner\/properties\/1001\/documents\/1" download="">.*Download Grondplan<\/a>/,
    );
    expect(html).toContain('<caption class="visually-hidden">Documents</caption>');
    expect(html).toContain('<th scope="col" role="columnheader">Document</th>');
  });
});

describe('RowsTable columns', () => {
  it('shows no header and no cells for a column that every row leaves empty', () => {
    const rows = portalRows(
      [{ date: '2026-10-15T09:00:00Z', type: 'Visit', contact: 'M. Wouters', status: 'Done' }],
      'en-GB',
    );
    const html = renderToStaticMarkup(
      createElement(RowsTable, {
        rows,
        caption: 'Visits',
        empty: 'No visits.',
        withDocuments: false,
        strings,
      }),
    );
    expect(html).toContain('>Contact</th>');
    expect(html).not.toContain('>Subject</th>');
    expect(html).not.toContain('data-column="subject"');
    expect(html).not.toContain('data-column="comment"');
  });
});

describe('ActivityTabs', () => {
  it('shows one selected tab with its panel, and every empty list its own message', () => {
    const html = renderToStaticMarkup(createElement(ActivityTabs, { lists: none, tag: 'en-GB', strings }));
    const tabs = html.match(/<button[^>]*role="tab"[^>]*>/g) ?? [];
    expect(tabs.map((tab) => /aria-selected="(\w+)"/.exec(tab)?.[1])).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    // Only the selected tab is in the Tab order; the arrow keys reach the others.
    expect(tabs.map((tab) => /tabindex="(-?\d)"/.exec(tab)?.[1])).toEqual(['0', '-1', '-1', '-1']);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(4);
    // The panels of the other tabs are hidden.
    expect(html.match(/<div[^>]*role="tabpanel"[^>]*hidden=""/g)).toHaveLength(3);
    for (const message of ['No visits.', 'No communications.', 'No online media.', 'No documents.'])
      expect(html).toContain(`<p class="portal-empty">${message}</p>`);
  });

  it('says it is loading until the lists arrive', () => {
    const html = renderToStaticMarkup(
      createElement(ActivityTabs, { lists: undefined, tag: 'en-GB', strings }),
    );
    expect(html).toContain('Loading…');
    expect(html).not.toContain('portal-tab__count');
  });
});
