// The owner's weekly report as HTML: the words of compose-owner-report.ts in one column that reads on a
// phone and on a desktop, styles inline (mail clients drop a <style> block or parts of it), every text
// escaped. Tables only where the figures are a table (this week against the week before).
import { escapeHtml } from '../../domain/values/escape-html.mjs';
import type { PropertyWords, ReportWords } from './compose-owner-report';

const ink = '#1f2933';
const soft = '#52606d';
const line = '#d9dee3';
const accent = '#0b5c7a';

const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 12px;line-height:1.5;${style}">${escapeHtml(text)}</p>`;
const link = (url: string, text: string, style = '') =>
  `<a href="${escapeHtml(url)}" style="color:${accent};${style}">${escapeHtml(text)}</a>`;
const list = (items: readonly string[]) =>
  `<ul style="margin:0 0 12px;padding-left:20px;line-height:1.5">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

function viewsTable(words: PropertyWords): string {
  const cell = `padding:8px 12px;border:1px solid ${line};text-align:left`;
  const figure = `${cell};font-size:22px;font-weight:600`;
  return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">
<tr><th scope="col" style="${cell};font-weight:normal;color:${soft}">${escapeHtml(words.views.week)}</th><th scope="col" style="${cell};font-weight:normal;color:${soft}">${escapeHtml(words.views.before)}</th></tr>
<tr><td style="${figure}">${escapeHtml(words.viewCounts.week)}</td><td style="${figure}">${escapeHtml(words.viewCounts.before)}</td></tr>
</table>`;
}

function propertyHtml(words: PropertyWords): string {
  const heading = (text: string) =>
    `<h3 style="margin:16px 0 8px;font-size:16px;color:${ink}">${escapeHtml(text)}</h3>`;
  return `<div style="border-top:1px solid ${line};padding:20px 0 4px">
<h2 style="margin:0 0 4px;font-size:20px;line-height:1.3">${link(words.url, words.title, `color:${ink};text-decoration:none`)}</h2>
${paragraph(words.meta, `color:${soft};font-size:14px`)}
${heading(words.views.heading)}
${viewsTable(words)}
${words.enquiries.length === 0 ? paragraph(words.noEnquiries) : `${heading(words.enquiriesHeading)}${list(words.enquiries)}`}
${paragraph(words.visits)}
<div style="background:#eef5f8;border-radius:6px;padding:12px 16px;margin:0 0 12px">
${paragraph(words.buyers, 'font-weight:600;font-size:17px;margin-bottom:6px')}
${paragraph(words.buyersHow, `color:${soft};font-size:13px;margin:0`)}
</div>
${words.prices.length === 0 ? '' : `${heading(words.pricesHeading)}${list(words.prices)}`}
</div>`;
}

/** The report's HTML part: a whole document. */
export function reportHtml(words: ReportWords): string {
  const closing = words.closing
    .split('\n\n')
    .map(
      (block) =>
        `<p style="margin:0 0 12px;line-height:1.5;color:${soft};font-size:13px">${block.split('\n').map(escapeHtml).join('<br>')}</p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(words.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;color:${ink};font-family:Arial,Helvetica,sans-serif;font-size:15px">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff">
${paragraph(words.greeting)}
${paragraph(words.intro)}
${words.properties.map(propertyHtml).join('\n')}
<div style="border-top:1px solid ${line};padding-top:20px;margin-top:8px">
<p style="margin:0 0 20px">${link(words.portal.url, words.portal.button, `display:inline-block;background:${accent};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600`)}</p>
${closing}
<p style="margin:16px 0 0;font-size:13px;color:${soft};line-height:1.5">${escapeHtml(words.optOut.intro)} ${link(words.optOut.url, words.optOut.label)}</p>
</div>
</div>
</body>
</html>`;
}
