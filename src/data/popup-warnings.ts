import { popupLinkPages, popupTarget } from '../domain/site/popup';
import type { SiteExport } from '../schemas/site-export';
import type { ExportProblem } from './export-problem';

/**
 * A published popup whose `link` names no page it can lead to (a form that belongs to a listing, a typo):
 * a warning, not an error, since the popup still shows its title and text, only without a button.
 */
export function popupWarnings(site: SiteExport): ExportProblem[] {
  const { popup } = site;
  if (popup === undefined || !popup.isPublished || popup.delay <= 0 || popup.link === undefined) return [];
  if (popupTarget(popup.link) !== undefined) return [];
  const kinds = [...Object.keys(popupLinkPages), 'sign-newsletter'].join(', ');
  return [
    {
      file: 'site.json',
      field: 'popup.link',
      expected: `a form the popup's button can lead to (${kinds}); the popup shows without a button`,
      got: JSON.stringify(popup.link),
    },
  ];
}
