// The SistemaInformatico block every record carries: which invoicing software produced it.
import { MAX_LENGTH, recordNif, recordText, type SistemaInformatico } from './record-fields.js';

export const SYSTEM_NAME = 'Fotostudio';
export const SYSTEM_ID = 'FS';

export interface SistemaInformaticoConfig {
  /** The software producer's legal name and NIF (deployment configuration). */
  producerName: string;
  producerNif: string;
  /** The product's version as released. */
  version: string;
  /** One installation per photographer account, so records of different taxpayers never share one. */
  installationNumber: string;
}

export const sistemaInformatico = (config: SistemaInformaticoConfig): SistemaInformatico => ({
  NombreRazon: recordText(config.producerName, 'software producer name', MAX_LENGTH.name),
  NIF: recordNif(config.producerNif, 'software producer NIF'),
  NombreSistemaInformatico: SYSTEM_NAME,
  IdSistemaInformatico: SYSTEM_ID,
  Version: recordText(config.version, 'software version', 50),
  NumeroInstalacion: recordText(config.installationNumber, 'installation number', 100),
  // The records are not signed (XAdES), which only a VERI*FACTU system may omit: the product
  // is meant to send every record to the AEAT.
  TipoUsoPosibleSoloVerifactu: 'S',
  // One deployment serves many photographers, each under their own installation number.
  TipoUsoPosibleMultiOT: 'S',
  IndicadorMultiplesOT: 'N',
});
