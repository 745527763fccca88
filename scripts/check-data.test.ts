import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkData } from './check-data';

const temp = mkdtempSync(join(tmpdir(), 'check-data-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function edit(dir: string, file: string, change: (records: Record<string, unknown>[]) => void): void {
  const path = join(dir, file);
  const records = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>[];
  change(records);
  writeFileSync(path, JSON.stringify(records, null, 2));
}

function plantThreeErrors(): string {
  const dir = join(temp, 'planted');
  cpSync('data', dir, { recursive: true });
  edit(dir, 'properties.json', (records) => Object.assign(records[4] ?? {}, { Price: 'abc' }));
  edit(dir, 'property-types.json', (records) => Reflect.deleteProperty(records[2] ?? {}, 'Name'));
  edit(dir, 'owners.json', (records) => {
    const rows = (Reflect.get(records[1] ?? {}, 'Rows') ?? []) as Record<string, unknown>[];
    Object.assign(rows[2] ?? {}, { Kind: 'meeting' });
  });
  return dir;
}

describe('check:data', () => {
  it('reports the committed sample as valid with its counts', () => {
    const report = checkData('data');
    expect(report.ok).toBe(true);
    expect(report.text).toMatch(/^data\/ is valid: 64 properties, 3 projects, 16 cities, 9 property types, /);
  });

  it('names three planted errors with file, record ID and field, and exits non-zero', () => {
    const dir = plantThreeErrors();
    const report = checkData(dir);
    expect(report.ok).toBe(false);
    expect(report.text).toContain(
      `${dir}/properties.json  record ID 1005  field Price: expected number, got "abc"`,
    );
    expect(report.text).toContain(
      `${dir}/property-types.json  record ID 13  field Name: expected a value (required field), got nothing`,
    );
    expect(report.text).toContain(
      `${dir}/owners.json  record ID 2  field Rows[2].Kind: expected ("visit" | "communication" | "media" | "document"), got "meeting"`,
    );
    expect(report.text.split('\n')[0]).toBe(`${dir} is not a valid export: 3 problems`);

    const cli = spawnSync(join('node_modules', '.bin', 'tsx'), ['scripts/check-data.ts', dir], {
      encoding: 'utf8',
    });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('properties.json  record ID 1005  field Price');
    expect(cli.stderr).toContain('property-types.json  record ID 13  field Name');
    expect(cli.stderr).toContain('owners.json  record ID 2  field Rows[2].Kind');
  });

  it('reports a broken reference with its file, record ID and field', () => {
    const dir = join(temp, 'reference');
    cpSync('data', dir, { recursive: true });
    edit(dir, 'projects.json', (records) => Object.assign(records[1] ?? {}, { AgentID: 99 }));
    edit(dir, 'owners.json', (records) => Object.assign(records[0] ?? {}, { PropertyIDs: [1001, 4242] }));
    edit(dir, 'properties.json', (records) => Object.assign(records[0] ?? {}, { WebID: 12 }));
    const report = checkData(dir);
    expect(report.ok).toBe(false);
    expect(report.text).toContain(
      `${dir}/properties.json  record ID 1001  field WebID: expected a WebID of property-types.json`,
    );
    expect(report.text).toContain(
      `${dir}/projects.json  record ID 2  field AgentID: expected an agent ID of site.json Agents (1, 2, 3, 4), got 99`,
    );
    expect(report.text).toContain(
      `${dir}/owners.json  record ID 1  field PropertyIDs[1]: expected the ID of a property of properties.json, got 4242`,
    );
  });
});
