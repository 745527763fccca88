// The frame of the portal's forms as the browser gets it: the introduction, the error summary of the last
// attempt above the fields with a link to each field, and a submit button that says when it is busy.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pickStrings } from '../../i18n/translator';
import { type FormProblem, noProblem } from './form-outcome';
import { PortalForm } from './PortalForm';
import { portalStringKeys } from './portal-strings';

const strings = pickStrings('en', portalStringKeys);
const ids = { email: 'portal-test-email' };

function render(problem: FormProblem, busy: boolean, portalStrings = strings): string {
  return renderToStaticMarkup(
    createElement(
      PortalForm,
      {
        form: { ids, problem, attempt: 1, busy },
        onSubmit: () => undefined,
        labelledBy: 'portal-test-title',
        submitLabel: 'Send',
        strings: portalStrings,
        intro: 'Fill this in.',
        actions: createElement('button', { type: 'button' }, 'Other'),
      },
      createElement('input', { id: ids.email }),
    ),
  );
}

describe('PortalForm', () => {
  it('is named by its title and shows no summary before an attempt', () => {
    expect(render(noProblem, false)).toBe(
      '<form class="portal-form" noValidate="" aria-labelledby="portal-test-title">' +
        '<p class="portal-card__intro">Fill this in.</p>' +
        '<input id="portal-test-email"/>' +
        '<div class="portal-form__actions">' +
        '<button class="button portal-button" type="submit">Send</button>' +
        '<button type="button">Other</button>' +
        '</div></form>',
    );
  });

  it('says the submit button is busy, with a spinner hidden from screen readers, while a post is on its way', () => {
    expect(render(noProblem, true)).toContain(
      '<button class="button portal-button" type="submit" aria-disabled="true">' +
        '<span class="portal-spinner" aria-hidden="true"></span>Send</button>',
    );
  });

  it("heads the fields' messages with the form's title and links each to its field, above the fields", () => {
    const html = render({ fields: { email: ['E-mail is a required field.'] }, form: [] }, false);
    expect(html).toContain(
      '<p class="portal-card__intro">Fill this in.</p>' +
        '<div class="portal-alert portal-alert--error" tabindex="-1">' +
        `<p class="portal-alert__title">${strings['validation.formNotSent']}</p>` +
        '<ul><li><a href="#portal-test-email">E-mail is a required field.</a></li></ul></div>' +
        '<input id="portal-test-email"/>',
    );
  });

  it("shows a message of the whole form on its own, without the fields' title", () => {
    const html = render({ fields: {}, form: ['The e-mail address or password is incorrect.'] }, false);
    expect(html).toContain(
      '<div class="portal-alert portal-alert--error" tabindex="-1">' +
        '<p>The e-mail address or password is incorrect.</p></div>',
    );
    expect(html).not.toContain('portal-alert__title');
  });
});
