// client:interaction — hydrates a form island when the visitor first points at, touches or focuses its
// form, so pages whose forms nobody uses (the footer's newsletter on every page) load no framework
// JavaScript. Without JavaScript the form is a plain post that the server checks and answers with a page.
//
// With JavaScript the island is in charge from the start: the form gets `novalidate` at once (the
// browser's "Please fill out this field" bubble would otherwise answer a first click before the island
// loads), and a submit that comes before the island is ready waits for it (`data-submit-pending`) instead
// of posting. If the island's code cannot load, the form goes back to the browser's checks and posts.
import type { ClientDirective } from 'astro';

const events = ['focusin', 'pointerenter', 'touchstart', 'input'] as const;

const interaction: ClientDirective = (load, _options, element) => {
  const target = element.closest('form') ?? element;
  const form = target instanceof HTMLFormElement ? target : undefined;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of events) target.removeEventListener(name, start);
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      if (form === undefined) return;
      form.removeEventListener('submit', hold);
      form.noValidate = false;
      if (form.dataset.submitPending !== undefined) {
        delete form.dataset.submitPending;
        form.requestSubmit();
      }
    }
  };
  // The island marks the form `data-island-ready` once it handles submits itself.
  const hold = (event: SubmitEvent) => {
    if (form === undefined || form.dataset.islandReady !== undefined) return;
    event.preventDefault();
    form.dataset.submitPending = '';
    void start();
  };
  if (form !== undefined) {
    form.noValidate = true;
    form.addEventListener('submit', hold);
  }
  for (const name of events) target.addEventListener(name, start, { passive: true });
  // A form that already has the focus (autofocus, a restored page) hydrates at once.
  if (target.contains(document.activeElement)) void start();
};

export default interaction;
