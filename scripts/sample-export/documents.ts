/** A minimal valid one-page PDF (A4) with the given lines of Helvetica text; offsets in the xref table are exact. */
export function minimalPdf(lines: readonly string[]): Buffer {
  const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  // WinAnsiEncoding covers the accented letters and the en dash of our texts, one byte each (latin1 below).
  const content = [
    'BT',
    '/F1 18 Tf',
    '72 770 Td',
    '24 TL',
    ...lines.map((line, index) => `${index === 0 ? '' : 'T* '}(${escapeText(line)}) Tj`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(content.replace(/–/g, '\x96'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The two sample documents, built in memory so the export can state their exact sizes. */
export const sampleDocuments = {
  epc: minimalPdf([
    'Energy performance certificate – sample',
    'Immo Lumière – this document illustrates the export format.',
    'Primary energy use: 180 kWh/m² per year',
    'Energy class: B',
  ]),
  plan: minimalPdf([
    'Floor plan – sample',
    'Ground floor: living room, kitchen, toilet',
    'First floor: three bedrooms, bathroom',
  ]),
} as const;
