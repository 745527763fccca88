// One list of a property (visits, communications, online media, documents) as a table: date, type,
// contact, subject, comment and status (those some row fills), plus the download link of a document.
// On a phone each row becomes a card with the column names beside the values.
// biome-ignore-all lint/a11y/noRedundantRoles: on a phone the table's display changes, which makes some browsers (Safari) drop its table semantics; the explicit roles keep it a table for screen readers there.
import { filledColumns, type PortalColumn, type PortalRow } from '../../domain/portal/portal-rows';
import { fillTemplate } from '../../i18n/fill-template';
import type { PortalStrings } from './portal-strings';

interface Props {
  readonly rows: readonly PortalRow[];
  readonly caption: string;
  readonly empty: string;
  readonly withDocuments: boolean;
  readonly strings: PortalStrings;
}

const columnLabels = {
  date: 'portal.columns.date',
  type: 'portal.columns.type',
  contact: 'portal.columns.contact',
  subject: 'portal.columns.subject',
  comment: 'portal.columns.comment',
  status: 'portal.columns.status',
} as const satisfies Record<PortalColumn, keyof PortalStrings>;

function DownloadIcon() {
  return (
    <svg
      className="portal-icon"
      viewBox="0 0 20 20"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M10 3v9m0 0-4-4m4 4 4-4M4 15h12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function RowsTable({ rows, caption, empty, withDocuments, strings: s }: Props) {
  if (rows.length === 0) return <p className="portal-empty">{empty}</p>;
  const columns = filledColumns(rows);
  return (
    <table className="portal-rows" role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th scope="col" role="columnheader" key={column}>
              {s[columnLabels[column]]}
            </th>
          ))}
          {withDocuments ? (
            <th scope="col" role="columnheader">
              {s['portal.columns.document']}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr role="row" key={row.key}>
            {columns.map((column) => (
              <td
                role="cell"
                key={column}
                className={row.cells[column] === '' ? 'is-empty' : undefined}
                data-column={column}
              >
                {/* The column name, for the phone's card layout only; the header says it to screen readers. */}
                <span className="portal-rows__label" aria-hidden="true">
                  {s[columnLabels[column]]}
                </span>
                {column === 'date' && row.dateTime !== '' ? (
                  <time dateTime={row.dateTime}>{row.cells.date}</time>
                ) : (
                  <span>{row.cells[column]}</span>
                )}
              </td>
            ))}
            {withDocuments ? (
              <td
                role="cell"
                data-column="document"
                className={row.document === undefined ? 'is-empty' : undefined}
              >
                {row.document === undefined ? null : (
                  <a className="portal-download" href={row.document.url} download>
                    <DownloadIcon />
                    {fillTemplate(s['portal.downloadDocument'], { name: row.document.name })}
                  </a>
                )}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
