// The software producer this deployment names (issue 24 point 7): the records' SistemaInformatico
// block and the responsible declaration the site and the billing settings show, both from the
// deployment's configuration (functions/src/lib/config.ts). shared/src/verifactu/producer-declaration.ts
// says what the declaration contains and which values are placeholders.
import { producerDeclaration, producerProblems, type ProducerDeclaration, type SoftwareProducer } from '@fotostudio/shared/verifactu/producer-declaration';
import { verifactuConfig } from '../../lib/config.js';

export const configuredProducer = (): SoftwareProducer => {
  const { VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF, VERIFACTU_PRODUCER_ADDRESS, VERIFACTU_SOFTWARE_VERSION, VERIFACTU_DECLARATION_PLACE, VERIFACTU_DECLARATION_DATE } = verifactuConfig();
  return {
    name: VERIFACTU_PRODUCER_NAME,
    nif: VERIFACTU_PRODUCER_NIF,
    address: VERIFACTU_PRODUCER_ADDRESS ?? '',
    version: VERIFACTU_SOFTWARE_VERSION,
    place: VERIFACTU_DECLARATION_PLACE ?? '',
    date: VERIFACTU_DECLARATION_DATE ?? '',
  };
};

/** The declaration as configured, and what keeps it from being a real one (empty when complete). */
export const configuredDeclaration = (): { declaration: ProducerDeclaration; problems: string[] } => {
  const producer = configuredProducer();
  return { declaration: producerDeclaration(producer), problems: producerProblems(producer) };
};

/** The deployment names placeholder producer data: nothing may be sent to the AEAT under them. */
export class PlaceholderProducerError extends Error {
  constructor(readonly problems: string[]) {
    super(`the software producer's declaration is incomplete (${problems.join('; ')}): no VERI*FACTU record is sent until the deployment configures it`);
    this.name = 'PlaceholderProducerError';
  }
}

export const requireRealProducer = (): void => {
  const problems = producerProblems(configuredProducer());
  if (problems.length > 0) throw new PlaceholderProducerError(problems);
};
