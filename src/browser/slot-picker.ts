// Marks the visit slots booked since the page was built as full: the detail pages are prerendered, so
// the slot list asks GET /api/slots/{id} when the page loads, when it comes back from the history, and
// when the server refused a booking (the slot was taken meanwhile), so the list never offers a taken slot
// for long. Without JavaScript the list stays as built and the server refuses a taken slot itself.

interface SlotReport {
  readonly start: string;
  readonly full: boolean;
}

function isReport(value: unknown): value is { slots: SlotReport[] } {
  if (typeof value !== 'object' || value === null) return false;
  const slots = (value as { slots?: unknown }).slots;
  return (
    Array.isArray(slots) &&
    slots.every(
      (slot: unknown) =>
        typeof slot === 'object' &&
        slot !== null &&
        typeof (slot as SlotReport).start === 'string' &&
        typeof (slot as SlotReport).full === 'boolean',
    )
  );
}

/** Shows each slot of `picker` as full or free, as the report says (matched by instant, not by text). */
function apply(picker: HTMLElement, slots: readonly SlotReport[]): void {
  const full = new Set(slots.filter((slot) => slot.full).map((slot) => Date.parse(slot.start)));
  const inputs = [...picker.querySelectorAll<HTMLInputElement>('input[name="slot"]')];
  let lostFocus = false;
  for (const input of inputs) {
    const isFull = full.has(Date.parse(input.value));
    if (isFull && document.activeElement === input) lostFocus = true;
    input.disabled = isFull;
    if (isFull) input.checked = false;
    const label = input.closest('label')?.querySelector<HTMLElement>('[data-slot-full]');
    if (label) label.hidden = !isFull;
  }
  const free = inputs.filter((input) => !input.disabled);
  const note = picker.querySelector<HTMLElement>('[data-slots-all-full]');
  if (note) note.hidden = inputs.length === 0 || free.length > 0;
  // Every slot of the days shown at first is taken (inputs are in the list's order): the later days
  // open, so that a free slot is in sight.
  const later = picker.querySelector<HTMLDetailsElement>('details');
  const firstFree = free[0];
  if (later !== null && firstFree !== undefined && later.contains(firstFree)) later.open = true;
  // The slot the visitor was on was just taken: keep the focus in the list, on the first free slot.
  if (lostFocus) firstFree?.focus();
}

async function refresh(picker: HTMLElement): Promise<void> {
  const id = picker.dataset.propertyId;
  if (id === undefined || id === '') return;
  try {
    // no-cache: a visitor who just booked must see that slot full, whatever a cache kept.
    const response = await fetch(`/api/slots/${encodeURIComponent(id)}`, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return;
    const body: unknown = await response.json();
    if (isReport(body)) apply(picker, body.slots);
  } catch {
    // Offline or the API is down: the list stays as built, and the server still refuses a taken slot.
  }
}

function watch(picker: HTMLElement): void {
  void refresh(picker);
  // A refused booking shows its message under the list: read the list again at that moment.
  const message = picker.querySelector<HTMLElement>('[data-error-for="slot"]');
  if (message !== null) {
    new MutationObserver(() => {
      if (!message.hidden && message.textContent?.trim()) void refresh(picker);
    }).observe(message, {
      attributes: true,
      attributeFilter: ['hidden'],
      childList: true,
      characterData: true,
    });
  }
}

const pickers = () => document.querySelectorAll<HTMLElement>('[data-slot-picker]');
for (const picker of pickers()) watch(picker);
// Back from the thank-you page, the browser may show the page from its cache as it was.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) for (const picker of pickers()) void refresh(picker);
});
