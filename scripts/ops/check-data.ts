import { resolve } from 'node:path';
import { checkPictures } from '../../src/data/check-pictures';
import { dataDir } from '../../src/data/data-dir';
import { ExportError } from '../../src/data/export-error';
import { formatProblem, formatProblems } from '../../src/data/export-problem';
import { readExportFiles, readMediaFiles } from '../../src/data/load-export';
import { offLanguageLinkWarnings } from '../../src/data/off-language-link-warnings';
import { validateExport } from '../../src/data/validate-export';

/** What `npm run check:data` prints and the exit code it ends with. */
export interface CheckReport {
  readonly ok: boolean;
  readonly text: string;
}

/**
 * Validates the export in `dir`, then decodes every picture it names (checkPictures: validateExport
 * reads no file), and reports either its contents or every problem.
 */
export async function checkData(dir: string): Promise<CheckReport> {
  const files = readExportFiles(dir);
  const media = readMediaFiles(dir);
  const result = validateExport(files, media);
  if (result.problems) return { ok: false, text: formatProblems(result.problems, dir) };
  const pictures = await checkPictures(dir, files, result.model, media);
  if (pictures.problems) return { ok: false, text: formatProblems(pictures.problems, dir) };
  const { model } = pictures;
  // A town has a record per language, named in each ("Gent", "Gand"): counted in one language's names,
  // the language that lists the most.
  const perLanguage = new Map<string, Set<string>>();
  for (const city of model.cities) {
    const names = perLanguage.get(city.Language) ?? new Set<string>();
    perLanguage.set(city.Language, names.add(`${city.Zip} ${city.Name}`));
  }
  const cities = Math.max(0, ...[...perLanguage.values()].map((names) => names.size));
  const types = new Set(model.propertyTypes.map((type) => type.WebID)).size;
  const counts = [
    `${model.properties.length} properties`,
    `${model.projects.length} projects`,
    `${cities} cities`,
    `${types} property types`,
    `${model.articles.length} articles`,
    `${model.menu.length} menu pages`,
    `${model.owners.length} owners`,
    `${model.site.Agents.length} agents`,
  ];
  const warnings = [...result.warnings, ...pictures.warnings, ...offLanguageLinkWarnings(model)].map(
    (warning) => `  warning: ${formatProblem(warning, dir)}`,
  );
  return { ok: true, text: [`${dir}/ is valid: ${counts.join(', ')}`, ...warnings].join('\n') };
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? dataDir();
  try {
    const report = await checkData(dir);
    (report.ok ? console.log : console.error)(report.text);
    process.exitCode = report.ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof ExportError ? error.message : `Could not check ${dir}: ${String(error)}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${resolve(process.argv[1] ?? '')}`) await main();
