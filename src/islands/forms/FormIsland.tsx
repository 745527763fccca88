// The form island: takes over a server-rendered lead form. It checks the fields with the kind's
// schema (the API's own), shows each message next to its field, solves the anti-robot proof of work,
// sends JSON (multipart for a CV) with a client-made submission id, and goes to the thank-you page.
import { useEffect, useRef, useState } from 'react';
import type { FormKind } from '../../domain/forms/schemas';
import type { Locale } from '../../i18n/locales';
import type { IslandStrings } from './island-strings';
import { pageFormStrings } from './page-form-strings';
import { RobotStatus } from './RobotStatus';
import { useDepositLine } from './use-deposit-line';
import { useFormSubmit } from './use-form-submit';
import { useRobotCheck } from './use-robot-check';

interface Props {
  kind: FormKind;
  /** The form's language: how the offer's deposit is written. */
  locale: Locale;
  /** The localised thank-you page of the kind. */
  thanks: string;
}

/**
 * The island as the server renders it (an empty box) and, in the browser, with the strings the page holds
 * for its forms; a page without them (none is written) keeps its form as plain HTML.
 */
export default function FormIsland(props: Props) {
  const [strings] = useState(() => pageFormStrings(props.locale));
  if (strings === undefined) return <div className="lead-island" />;
  return <LeadIsland {...props} strings={strings} />;
}

function LeadIsland({ kind, locale, thanks, strings }: Props & { strings: IslandStrings }) {
  const root = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [startedAt] = useState(() => String(Date.now()));
  const submissionId = useRef('');
  const robot = useRobotCheck();
  const { solve } = robot;

  useEffect(() => {
    const element = root.current?.closest('form') ?? null;
    // The island shows its own messages next to the fields instead of the browser's bubbles.
    if (element !== null) element.noValidate = true;
    submissionId.current = crypto.randomUUID();
    setForm(element);
    const controller = solve();
    return () => controller.abort();
  }, [solve]);

  useDepositLine(form, kind, locale, strings.deposit);
  const sending = useFormSubmit({ form, kind, robot, startedAt, submissionId, thanks, strings });

  return (
    <div className="lead-island" ref={root}>
      {form !== null && (
        <>
          <input type="hidden" name="startedAt" value={startedAt} />
          <input type="hidden" name="altcha" value={robot.payload} />
          <RobotStatus state={robot.state} strings={strings} />
          {sending && (
            <p className="lead-island__sending" role="status">
              {strings.sending}
            </p>
          )}
        </>
      )}
    </div>
  );
}
