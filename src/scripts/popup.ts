// Opens the promotional popup after its delay, once per browser session, never on top of the cookie
// dialog (it waits for the visitor's choice). Its code and content load only when it opens.
import { popupDelay, popupDismissedKey } from '../domain/popup';
import { $consentDialog } from '../stores/consent';

function dismissed(): boolean {
  try {
    return window.sessionStorage.getItem(popupDismissedKey) !== null;
  } catch {
    return false;
  }
}

function whenConsentAnswered(run: () => void): void {
  if ($consentDialog.get() === 'closed') {
    run();
    return;
  }
  const stop = $consentDialog.listen((view) => {
    if (view !== 'closed') return;
    stop();
    run();
  });
}

const template = document.getElementById('popup-template');
if (template instanceof HTMLTemplateElement) {
  const settings = {
    Enabled: true,
    DelaySeconds: Number(template.dataset['delay']),
    FormAction: template.dataset['formAction'],
  };
  const delay = popupDelay(settings, { dismissed: dismissed(), url: window.location.href });
  if (delay !== undefined) {
    window.setTimeout(
      () =>
        whenConsentAnswered(() => {
          // Dismissed meanwhile in another tab of the same session: stay shut.
          if (dismissed()) return;
          void import('../islands/popup/open-popup').then(({ openPopup }) =>
            openPopup(template, settings.FormAction),
          );
        }),
      delay,
    );
  }
}
