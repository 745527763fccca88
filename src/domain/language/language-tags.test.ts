import { describe, expect, it } from 'vitest';
import { languageTagsFor } from './language-tags';

describe('languageTagsFor', () => {
  it("marks a Belgian agency's languages as Belgium's, English as British", () => {
    expect(languageTagsFor(10)).toEqual({ nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' });
  });

  it("marks a Luxembourg agency's French and German as Luxembourg's, never Belgium's", () => {
    const tags = languageTagsFor(50);
    expect([tags.fr, tags.de, tags.en]).toEqual(['fr-LU', 'de-LU', 'en']);
    expect(Object.values(tags).filter((tag) => tag.endsWith('-BE'))).toEqual([]);
  });
});
