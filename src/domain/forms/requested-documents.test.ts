import { describe, expect, it } from 'vitest';
import { requestedDocuments } from './requested-documents';

const epc = { ID: 1, Name: 'EPC' };
const plan = { ID: 2, Name: 'Plan' };
const permit = { ID: 3, Name: 'Permit' };

describe('requestedDocuments', () => {
  it('sends the documents ticked, in the listing’s order', () => {
    expect(requestedDocuments([epc, plan, permit], [3, 1])).toEqual([epc, permit]);
  });

  it('sends every document when none was ticked', () => {
    expect(requestedDocuments([epc, plan], [])).toEqual([epc, plan]);
  });

  it('ignores a ticked document the listing no longer has', () => {
    expect(requestedDocuments([epc, plan], [9])).toEqual([epc, plan]);
    expect(requestedDocuments([epc, plan], [9, 2])).toEqual([plan]);
  });

  it('has nothing to send for a listing without documents', () => {
    expect(requestedDocuments([], [1])).toEqual([]);
  });
});
