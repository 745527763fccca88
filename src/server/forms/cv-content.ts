// What a CV file contains, beyond the type its first bytes claim: an agency opens every CV it gets, so a
// document that can run code or reach out by itself is refused (cv-pdf.ts, cv-docx.ts), as is one whose
// content cannot be read as a whole. The check runs in a worker thread (cv-inspection.ts), never on the
// thread that answers requests.
import { inspectDocx } from './cv-docx.ts';
import { inspectPdf } from './cv-pdf.ts';

/** The verdict on a document's content: fine, able to run code or reach out, or not readable as a whole. */
export type CvContent = 'ok' | 'active' | 'malformed';

/** The kinds of CV file the check knows. */
export type CvExtension = 'pdf' | 'docx';

/** The verdict on a CV file's bytes, by the rule of its kind. */
export function inspectCvContent(bytes: Uint8Array, ext: CvExtension): Promise<CvContent> {
  return ext === 'pdf' ? inspectPdf(bytes) : Promise.resolve(inspectDocx(bytes));
}
