// Opens a listing's videos and 3D tour in one modal dialog. The player (an iframe or a <video>) is made
// only when the visitor asks for it, so no third party is contacted before a click; it is removed on
// close, which also stops the sound. Without JavaScript the openers stay plain links to the video or tour.
import { isPlayerKind, playerUrl } from './player-url';

function createPlayer(opener: HTMLElement): HTMLElement | undefined {
  const { mediaKind: kind, mediaSrc: src, mediaMime: mime, mediaTitle: title } = opener.dataset;
  if (!isPlayerKind(kind) || src === undefined) return undefined;
  if (kind === 'file') {
    const video = document.createElement('video');
    video.controls = true;
    video.autoplay = true;
    video.playsInline = true;
    if (title !== undefined) video.setAttribute('aria-label', title);
    const source = document.createElement('source');
    source.src = src;
    if (mime !== undefined) source.type = mime;
    video.append(source);
    return video;
  }
  const frame = document.createElement('iframe');
  frame.src = playerUrl(kind, src);
  frame.title = title ?? '';
  frame.allow =
    kind === 'tour'
      ? 'fullscreen; xr-spatial-tracking'
      : 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  return frame;
}

/** Wires the page's media openers to its modal dialog; a page without them is left alone. */
export function enhanceMediaModal(scope: ParentNode = document): void {
  const dialog = scope.querySelector<HTMLDialogElement>('dialog.media-modal');
  const stage = dialog?.querySelector<HTMLElement>('.media-modal__stage');
  const heading = dialog?.querySelector<HTMLElement>('.media-modal__title');
  if (dialog == null || stage == null || heading == null || dialog.hasAttribute('data-enhanced')) return;
  dialog.setAttribute('data-enhanced', '');
  let opener: HTMLElement | undefined;

  const open = (link: HTMLElement) => {
    const player = createPlayer(link);
    if (player === undefined) return false;
    opener = link;
    const { mediaTitle } = link.dataset;
    heading.textContent = mediaTitle ?? '';
    stage.replaceChildren(player);
    dialog.showModal();
    return true;
  };

  for (const link of scope.querySelectorAll<HTMLAnchorElement>('a[data-media-kind]')) {
    link.setAttribute('aria-haspopup', 'dialog');
    link.addEventListener('click', (event) => {
      // A modified click (new tab, new window) keeps its usual meaning.
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
      if (open(link)) event.preventDefault();
    });
  }
  dialog.querySelector('.media-modal__close')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop lands on the dialog element itself, outside its content box.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    stage.replaceChildren();
    opener?.focus();
    opener = undefined;
  });
}
