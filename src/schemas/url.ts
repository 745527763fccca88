import * as v from 'valibot';

/** An absolute http(s) URL. */
export const WebUrlSchema = v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, 'an absolute http(s) URL'));

/** A file of the export's media folder, written `/media/<file>`. */
export const MediaUrlSchema = v.pipe(
  v.string(),
  v.regex(/^\/media\/[^/?#]+(\/[^/?#]+)*$/, 'a media path such as /media/house-01.jpg'),
);

/** A link target of a menu, top bar or button: an http(s) URL, a site path, `tel:` or `mailto:`. */
export const LinkUrlSchema = v.pipe(
  v.string(),
  v.regex(/^(https?:\/\/|\/|tel:|mailto:|#)\S*$/, 'a link: https://..., /path, tel:..., mailto:...'),
);
