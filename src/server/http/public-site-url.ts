// SITE_URL: where this server is reached, when that is not the export's SiteUrl (a staging machine, a
// developer's `npm start`). Every link the server e-mails (confirmations, alerts, held posts, owner
// invitations) and every page it renders on demand starts with it, so a link leads back to the server
// that made its token; the prerendered pages keep the export's.
import type { ExportModel } from '../../data/export-model';

/** The export as the server reads it: with its SiteUrl replaced by `siteUrl`, when one is set. */
export function atPublicSiteUrl(siteUrl: string | undefined): (model: ExportModel) => ExportModel {
  if (siteUrl === undefined) return (model) => model;
  // One copy per loaded export: the server asks for the live export on every request.
  const copies = new WeakMap<ExportModel, ExportModel>();
  return (model) => {
    let copy = copies.get(model);
    if (copy === undefined) {
      copy = { ...model, site: { ...model.site, SiteUrl: siteUrl } };
      copies.set(model, copy);
    }
    return copy;
  };
}
