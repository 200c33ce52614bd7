// The software producer's responsible declaration (declaración responsable, issue 24 point 7).
//
// RD 1007/2023 (RRSIF) art. 13: the producer certifies, by a responsible declaration, that the
// invoicing system complies with art. 29.2.j) of Ley 58/2003 General Tributaria, the RRSIF and
// the order that develops it; the declaration is in writing and visible in the system itself in
// each of its versions. Orden HAC/1177/2024 (BOE-A-2024-22138) art. 15.1 lists what it contains:
// the system's name, its identifier code (IdSistemaInformatico) and complete version; its
// components and what it does; whether it can work only as VERI*FACTU; whether it lets one
// system serve several taxpayers; the kinds of signature used when it is not VERI*FACTU only;
// the producer's name and NIF and a postal address for contact; the statement that the system
// complies with art. 29.2.j) LGT, the RRSIF and the order; and the date (day, month, year) and
// place (at least town and country, in that order) where the producer signs it (art. 15.1.l).
//
// The producer data are deployment configuration (infra/lib/deployment-config.ts; the local
// stack's own test values for `npm start`). Placeholders are refused where it matters: the CDK
// app does not synth a deployment on a domain with them, and the submission worker sends
// nothing while they are placeholders (records stay `pendiente`).
import { checkTaxId } from '../tax/tax-id.js';
import { SYSTEM_ID, SYSTEM_NAME } from './sistema-informatico.js';

/** The NIF cdk.json gives the dev stage and the billing function defaults to: a placeholder, never a real producer. */
export const PLACEHOLDER_PRODUCER_NIF = 'B00000000';

export interface SoftwareProducer {
  /** Legal name (razón social) and NIF of the producer. */
  name: string;
  nif: string;
  /** Postal address for contact (art. 15.1.j). */
  address: string;
  /** The product's version as released (the records' Version). */
  version: string;
  /** Where and when the producer signed the declaration: "Town, Country" and yyyy-mm-dd. */
  place: string;
  date: string;
}

/** What the public page and the billing settings show: the configured producer with the system's fixed facts. */
export interface ProducerDeclaration extends SoftwareProducer {
  systemName: string;
  systemId: string;
  /** Made to work only as VERI*FACTU (TipoUsoPosibleSoloVerifactu S): the records are sent, never signed here. */
  verifactuOnly: true;
  /** One deployment serves many taxpayers, each with their own installation number (TipoUsoPosibleMultiOT S). */
  multipleTaxpayers: true;
}

export const producerDeclaration = (producer: SoftwareProducer): ProducerDeclaration => ({
  ...producer,
  systemName: SYSTEM_NAME,
  systemId: SYSTEM_ID,
  verifactuOnly: true,
  multipleTaxpayers: true,
});

/**
 * Why the configured producer cannot sign a declaration: empty fields, the placeholder NIF, a
 * NIF that is not a valid Spanish one, a date that is not yyyy-mm-dd. Empty when it can.
 */
export const producerProblems = (producer: Partial<SoftwareProducer>): string[] => {
  const problems: string[] = [];
  const nif = producer.nif?.trim().toUpperCase() ?? '';
  if (!producer.name?.trim()) problems.push('the producer name is missing');
  if (!nif) problems.push('the producer NIF is missing');
  else if (nif === PLACEHOLDER_PRODUCER_NIF) problems.push(`the producer NIF ${PLACEHOLDER_PRODUCER_NIF} is a placeholder`);
  else if (!checkTaxId(nif).isValid) problems.push(`the producer NIF ${nif} is not a valid Spanish NIF`);
  if (!producer.address?.trim()) problems.push('the producer postal address is missing');
  if (!producer.version?.trim()) problems.push('the product version is missing');
  if (!producer.place?.trim()) problems.push('the place the declaration is signed in is missing');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(producer.date ?? '')) problems.push('the date the declaration is signed on (yyyy-mm-dd) is missing');
  return problems;
};
