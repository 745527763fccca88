/** The export folder: `DATA_DIR` from the environment, else `data`. The only place that reads it. */
export function dataDir(): string {
  // biome-ignore lint/complexity/useLiteralKeys: tsconfig's noPropertyAccessFromIndexSignature requires brackets on process.env.
  const fromEnv = process.env['DATA_DIR'];
  return fromEnv !== undefined && fromEnv.trim() !== '' ? fromEnv : 'data';
}
