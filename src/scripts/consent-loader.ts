// Runs on every page: consent mode defaults to denied, a stored choice is applied at once, and only
// when no choice is stored (or the visitor asks to change it) is the dialog island, and React with it,
// downloaded. A returning visitor therefore loads no framework code for consent.
import { asksToResetConsent, isPreviewPath, resetConsentParameter } from '../domain/consent';
import { $consent, $consentDialog, forgetConsent, loadConsent, openConsentDialog } from '../stores/consent';
import { applyConsent, clearTrackingCookies, initConsentMode, type TagIds } from './consent-tags';

/** What the page hands the loader and the dialog (see ConsentMount.astro). */
export interface ConsentConfig {
  readonly ids: TagIds;
  readonly strings: Readonly<Record<string, string>>;
  readonly cookiePolicy: string;
}

function readConfig(): ConsentConfig | undefined {
  const element = document.getElementById('consent-config');
  if (element?.textContent == null) return undefined;
  return JSON.parse(element.textContent) as ConsentConfig;
}

function dropResetParameter(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(resetConsentParameter);
  // A reload or a shared link must not clear the next choice again.
  window.history.replaceState(window.history.state, '', url);
}

function addSettingsButton(label: string): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'consent-reopen';
  button.textContent = label;
  button.addEventListener('click', () => openConsentDialog('settings'));
  // Beside the footer's legal links; it only exists with JavaScript, since only then can it work.
  const list = document.querySelector('.site-footer__legal nav ul');
  if (list) {
    const item = document.createElement('li');
    item.append(button);
    list.append(item);
  } else {
    document.querySelector('footer')?.append(button);
  }
}

const config = readConfig();
if (config) {
  initConsentMode();
  if (asksToResetConsent(window.location.search)) {
    forgetConsent();
    clearTrackingCookies();
    dropResetParameter();
  }
  const stored = loadConsent();
  if (stored) applyConsent(stored, config.ids);
  else if (!isPreviewPath(window.location.pathname)) openConsentDialog('banner');

  $consent.listen((choice) => {
    if (choice === undefined) return;
    applyConsent(choice, config.ids);
    clearTrackingCookies(choice);
  });

  let mounted = false;
  $consentDialog.subscribe((view) => {
    if (view === 'closed' || mounted) return;
    mounted = true;
    void import('../islands/consent/mount-consent-dialog').then(({ mountConsentDialog }) =>
      mountConsentDialog(config),
    );
  });

  const label = config.strings['consent.reopen'];
  if (label) addSettingsButton(label);
}
