// The AEAT schemas under test are the revision the fixtures' README names: the same bytes
// (SHA-256 written there) and the codes that revision added (OperacionExenta E7/E8,
// ClaveRegimen 21), which an older copy refuses.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { recordXml } from '../src/verifactu/record-xml.js';
import { altaRecord, lines } from './support/verifactu-records.js';
import { RECORD_SCHEMA, xmllint } from './support/xmllint.js';

const dir = mkdtempSync(join(tmpdir(), 'verifactu-schemas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { validate } = xmllint(dir);
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/aeat/${name}`, import.meta.url));

describe('the AEAT schemas under test', () => {
  it.each(['SuministroLR.xsd', 'SuministroInformacion.xsd', 'xmldsig-core-schema.xsd', 'ConsultaLR.xsd', 'RespuestaConsultaLR.xsd'])('%s has the SHA-256 written in the README', (name) => {
    const sha = createHash('sha256').update(readFileSync(fixture(name))).digest('hex');
    expect(readFileSync(fixture('README.md'), 'utf8')).toContain(`${sha}  ${name}`);
  });

  // A record of ours with its exemption or regime code swapped for one only the newest revision knows.
  const exempt = recordXml(altaRecord('2026-0101', lines([1, 10_000, { kind: 'exempt', exemption: 'E1' }]), null, new Date(Date.UTC(2026, 2, 2, 9, 30))));

  it.each(['E7', 'E8'])('knows OperacionExenta %s', (code) => {
    const xml = exempt.replace('<sum1:OperacionExenta>E1</sum1:OperacionExenta>', `<sum1:OperacionExenta>${code}</sum1:OperacionExenta>`);
    expect(xml).not.toBe(exempt);
    const result = validate(xml, RECORD_SCHEMA);
    expect(result.valid, result.output).toBe(true);
  });

  it('knows ClaveRegimen 21 and refuses a code it does not list', () => {
    const at = (code: string) => exempt.replace(/<sum1:ClaveRegimen>\d\d<\/sum1:ClaveRegimen>/, `<sum1:ClaveRegimen>${code}</sum1:ClaveRegimen>`);
    expect(at('21')).not.toBe(exempt);
    expect(validate(at('21'), RECORD_SCHEMA).valid).toBe(true);
    expect(validate(at('99'), RECORD_SCHEMA).valid).toBe(false);
  });
});
