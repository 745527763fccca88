// Every lead form the build wrote draws a control for each field its kind asks for: read from the
// built pages, so a field added to a kind's schema that no control draws fails here, whichever
// component draws it.
import { expect, test } from '@playwright/test';
import { formSections } from '../../src/components/forms/form-sections';
import { type FormKind, formKinds } from '../../src/domain/forms/schemas';
import { builtPages } from './built-site';

/** Each form of a page: its kind, whether it is the footer's short form, and its markup. */
function formsOf(html: string) {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].flatMap(
    ([, attributes = '', body = '']) => {
      const kind = /data-lead-form="([^"]+)"/.exec(attributes)?.[1];
      if (kind === undefined || !(formKinds as readonly string[]).includes(kind)) return [];
      return [{ kind: kind as FormKind, footer: attributes.includes('lead-form--footer'), body }];
    },
  );
}

/** Whether the markup holds a control for the field: its input(s) by name, or its group by data-field. */
function drawsControl(body: string, field: string): boolean {
  return [`name="${field}"`, `name="${field}[]"`, `data-field="${field}"`].some((mark) =>
    body.includes(mark),
  );
}

test('every lead form draws a control for each field of its kind, wherever it is built', () => {
  const kindsSeen = new Set<FormKind>();
  const missing: string[] = [];
  for (const page of builtPages()) {
    for (const form of formsOf(page.html)) {
      kindsSeen.add(form.kind);
      const fields = formSections(form.kind, form.footer).flatMap((section) =>
        section.rows.flatMap((row) => row.items.map((item) => item.field)),
      );
      for (const field of fields) {
        if (!drawsControl(form.body, field)) missing.push(`${page.path} ${form.kind} ${field}`);
      }
    }
  }
  // Every kind appears somewhere on the site, so none escapes the check.
  expect([...kindsSeen].sort()).toEqual([...formKinds].sort());
  expect([...new Set(missing)].slice(0, 20)).toEqual([]);
});
