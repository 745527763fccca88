/** JSON for a `<script type="application/json">` (or ld+json): `<` escaped so no text can close the script early. */
export function scriptJsonText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
