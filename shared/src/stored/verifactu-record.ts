// The VERI*FACTU items' stored JSON (functions/src/billing/verifactu-records.ts): a record as
// built (shared/src/verifactu/record-fields.ts) and the chain head's link to the last record.
// The rectifying fields came later and are optional, so the first records decode too.
import * as z from 'zod';
import type { ChainLink, VerifactuRecord } from '../verifactu/record-fields.js';
import { INVOICE_TYPES } from '../verifactu/record-fields.js';
import { IMPUESTO_OF_TAX } from '../tax/indirect-tax.js';
import { storedJson } from './json-codec.js';

const invoiceId = z.object({ IDEmisorFactura: z.string(), NumSerieFactura: z.string(), FechaExpedicionFactura: z.string() });
const chainLink = invoiceId.extend({ Huella: z.string() });
const encadenamiento = z.union([z.object({ PrimerRegistro: z.literal('S') }), z.object({ RegistroAnterior: chainLink })]);
const yesNo = z.enum(['S', 'N']);
const sistemaInformatico = z.object({
  NombreRazon: z.string(),
  NIF: z.string(),
  NombreSistemaInformatico: z.string(),
  IdSistemaInformatico: z.string(),
  Version: z.string(),
  NumeroInstalacion: z.string(),
  TipoUsoPosibleSoloVerifactu: yesNo,
  TipoUsoPosibleMultiOT: yesNo,
  IndicadorMultiplesOT: yesNo,
});
const claveRegimen = z.enum(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '14', '15', '17', '18', '19', '20']);
const desglose = z.intersection(
  z.object({ Impuesto: z.enum([IMPUESTO_OF_TAX.IVA, IMPUESTO_OF_TAX.IPSI, IMPUESTO_OF_TAX.IGIC]), ClaveRegimen: claveRegimen, BaseImponibleOimporteNoSujeto: z.string() }),
  z.union([
    z.object({ CalificacionOperacion: z.literal('S1'), TipoImpositivo: z.string(), CuotaRepercutida: z.string() }),
    z.object({ OperacionExenta: z.enum(['E1', 'E2', 'E3', 'E4', 'E5', 'E6']) }),
    z.object({ CalificacionOperacion: z.literal('N2') }),
  ]),
);
const destinatario = z.union([
  z.object({ NombreRazon: z.string(), NIF: z.string() }),
  z.object({
    NombreRazon: z.string(),
    IDOtro: z.object({ CodigoPais: z.string().optional(), IDType: z.enum(['02', '03', '04', '05', '06', '07']), ID: z.string() }),
  }),
]);
const common = {
  IDVersion: z.literal('1.0'),
  Encadenamiento: encadenamiento,
  SistemaInformatico: sistemaInformatico,
  FechaHoraHusoGenRegistro: z.string(),
  TipoHuella: z.literal('01'),
  Huella: z.string(),
};
const alta = z.object({
  kind: z.literal('alta'),
  ...common,
  IDFactura: invoiceId,
  NombreRazonEmisor: z.string(),
  // A correction's flags (issue 24 point 4) came later: records before carry neither.
  Subsanacion: z.literal('S').optional(),
  RechazoPrevio: z.enum(['S', 'X']).optional(),
  TipoFactura: z.enum(INVOICE_TYPES),
  TipoRectificativa: z.enum(['S', 'I']).optional(),
  FacturasRectificadas: z.array(invoiceId).optional(),
  FacturasSustituidas: z.array(invoiceId).optional(),
  FacturaSimplificadaArt7273: z.literal('S').optional(),
  ImporteRectificacion: z.object({ BaseRectificada: z.string(), CuotaRectificada: z.string() }).optional(),
  FechaOperacion: z.string().optional(),
  DescripcionOperacion: z.string(),
  Destinatarios: z.array(destinatario).optional(),
  Desglose: z.array(desglose),
  CuotaTotal: z.string(),
  ImporteTotal: z.string(),
});
const anulacion = z.object({
  kind: z.literal('anulacion'),
  ...common,
  IDFactura: z.object({ IDEmisorFacturaAnulada: z.string(), NumSerieFacturaAnulada: z.string(), FechaExpedicionFacturaAnulada: z.string() }),
});
const record = z.discriminatedUnion('kind', [alta, anulacion]);

export const storedVerifactuRecord = storedJson(record);
export const storedChainLink = storedJson(chainLink);
const damagedRecord = storedJson(z.record(z.string(), z.unknown()));

/**
 * A stored record as it was built. One whose text was edited out of its shape is read as the
 * object it still is (an empty record of its kind when it is not JSON any more): its fields
 * are read defensively and its huella no longer matches, so verification shows it as broken
 * instead of failing the Verification tab, the PDF or the books export.
 */
export const readStoredRecord = (text: string, kind: VerifactuRecord['kind']): VerifactuRecord => {
  const record = z.safeDecode(storedVerifactuRecord, text);
  if (record.success) return record.data;
  const damaged = z.safeDecode(damagedRecord, text);
  return (damaged.success ? damaged.data : { kind }) as unknown as VerifactuRecord;
};

// The decoded values are record-fields.ts's own types, checked here at compile time.
const sameShape = <Stored, Contract>(check: Stored extends Contract ? (Contract extends Stored ? true : never) : never) => check;
sameShape<z.output<typeof record>, VerifactuRecord>(true);
sameShape<z.output<typeof chainLink>, ChainLink>(true);
