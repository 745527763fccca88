// Imported by the consent loader only when the dialog must show: React arrives with it, not before.
import { createRoot } from 'react-dom/client';
import type { ConsentConfig } from '../../scripts/consent-loader';
import { ConsentDialog } from './ConsentDialog';
import './consent-dialog.css';

/** Renders the dialog first in the page, so that it is the first stop of keyboard and reader users. */
export function mountConsentDialog(config: ConsentConfig): void {
  const host = document.createElement('div');
  host.id = 'consent-dialog';
  document.body.prepend(host);
  createRoot(host).render(<ConsentDialog strings={config.strings} cookiePolicy={config.cookiePolicy} />);
}
