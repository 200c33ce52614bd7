// libxml2's xmllint (Debian libxml2-utils) over generated XML: validation against the AEAT's
// own schemas (shared/test/fixtures/aeat, see its README) and XPath reads.
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const schema = (name: string) => fileURLToPath(new URL(`../fixtures/aeat/${name}`, import.meta.url));
// The AEAT's SuministroInformacion.xsd imports the W3C signature schema by its web address; the
// catalogue maps it to the local copy (the schemas stay byte for byte as published).
const env = { ...process.env, XML_CATALOG_FILES: schema('catalog.xml') };
/** A record alone (RegistroAlta, RegistroAnulacion). */
export const RECORD_SCHEMA = schema('SuministroInformacion.xsd');
/** The submission document (RegFactuSistemaFacturacion). */
export const SUBMISSION_SCHEMA = schema('SuministroLR.xsd');
/** The consultation (ConsultaFactuSistemaFacturacion) and its answer. */
export const CONSULTA_SCHEMA = schema('ConsultaLR.xsd');
export const CONSULTA_ANSWER_SCHEMA = schema('RespuestaConsultaLR.xsd');

/** xmllint over documents written as files into `dir` (the caller's temporary directory). */
export const xmllint = (dir: string) => {
  let written = 0;
  const fileOf = (xml: string): string => {
    const file = join(dir, `doc-${(written += 1)}.xml`);
    writeFileSync(file, xml);
    return file;
  };
  return {
    validate: (xml: string, xsd: string): { valid: boolean; output: string } => {
      const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd, fileOf(xml)], { encoding: 'utf8', env });
      if (run.error) throw run.error;
      return { valid: run.status === 0, output: run.stderr };
    },
    // xmllint ends what it prints with a newline of its own.
    xpathText: (xml: string, localName: string): string =>
      execFileSync('xmllint', ['--nonet', '--xpath', `string(//*[local-name()="${localName}"])`, fileOf(xml)], { encoding: 'utf8' }).replace(/\n$/, ''),
  };
};
