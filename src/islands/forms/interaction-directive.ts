// client:interaction — hydrates a form island when the visitor first points at, touches or focuses its
// form, so pages whose forms nobody uses (the footer's newsletter on every page) load no framework
// JavaScript. Until then the form is a plain post that works on its own.
import type { ClientDirective } from 'astro';

const events = ['focusin', 'pointerenter', 'touchstart', 'input'] as const;

const interaction: ClientDirective = (load, _options, element) => {
  const target = element.closest('form') ?? element;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of events) target.removeEventListener(name, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const name of events) target.addEventListener(name, start, { passive: true });
  // A form that already has the focus (autofocus, a restored page) hydrates at once.
  if (target.contains(document.activeElement)) void start();
};

export default interaction;
