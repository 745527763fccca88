// The words the gallery script needs, picked on the server and handed over in a data attribute.

/** Dictionary keys of the gallery's buttons, lightbox and photo labels. */
export const galleryStringKeys = [
  'gallery.label',
  'gallery.close',
  'gallery.next',
  'gallery.previous',
  'gallery.zoom',
  'gallery.photoOf',
  'detail.gallery.loadError',
] as const;

/** The gallery's words in the page's language; `gallery.photoOf` keeps its {{index}} and {{total}}. */
export type GalleryStrings = Record<(typeof galleryStringKeys)[number], string>;
