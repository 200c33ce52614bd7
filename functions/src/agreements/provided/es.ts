// The provided templates in Spanish, written for Spanish law (issue 26 point 1). A starting
// point the photographer adapts: docs/agreements.md says they need a lawyer's review before
// production use. Blank lines (____) are for what no merge field knows.
import type { ProvidedTemplateKind } from '@fotostudio/shared/agreements/provided-kinds';
import type { AgreementDocument, BlockNode } from '@fotostudio/shared/agreements/rich-text';
import { bullets, documentOf, heading, paragraph, rule, title } from './document-builder.js';

const parties = (consumer: boolean): BlockNode[] => [
  heading('Reunidos'),
  paragraph('De una parte, **{businessName}**, con NIF {businessTaxId} y domicilio en {businessAddress} (correo {businessEmail}, teléfono {businessPhone}), en adelante «el Fotógrafo».'),
  paragraph(
    consumer
      ? 'De otra parte, **{clientName}**, con DNI/NIE {clientTaxId}, domicilio en {clientAddress} y correo {clientEmail}, en adelante «el Cliente», que contrata como consumidor.'
      : 'De otra parte, **{clientName}**, con NIF {clientTaxId}, domicilio en {clientAddress} y correo {clientEmail}, en adelante «el Cliente», que contrata en el ámbito de su actividad empresarial o profesional.',
  ),
  paragraph('Ambas partes se reconocen capacidad para contratar y acuerdan las siguientes cláusulas.'),
];

const price = (consumer: boolean): BlockNode[] => [
  heading('2. Precio, señal y forma de pago'),
  paragraph('El precio total del servicio es de **{price}**. Al firmar este contrato el Cliente paga **{deposit}** para reservar la fecha; el resto se paga ____ (por ejemplo, el día del servicio o antes de la entrega) por transferencia o por el medio que el Fotógrafo indique.'),
  paragraph('Naturaleza de la cantidad entregada al firmar (elija una opción y borre la otra):'),
  bullets(
    '**Opción A, arras penitenciales (art. 1454 del Código Civil):** la cantidad es una señal que permite a cada parte desistir del contrato: si desiste el Cliente, la pierde; si desiste el Fotógrafo, la devuelve duplicada.',
    '**Opción B, pago a cuenta:** la cantidad es un anticipo del precio, que se descuenta del total y se devuelve o retiene según la cláusula de cancelación.',
  ),
  ...(consumer ? [paragraph('Nada de lo anterior limita el derecho de desistimiento de la cláusula 8 durante su plazo.')] : []),
];

const cancellation: BlockNode[] = [
  heading('3. Cancelación y cambio de fecha'),
  paragraph('Si el Cliente cancela el servicio, se aplica lo previsto para la cantidad entregada en la cláusula 2; las cantidades pagadas además de ella se devuelven, descontados los gastos ya realizados y justificados.'),
  paragraph('Si el Cliente pide cambiar la fecha con al menos ____ días de antelación, el Fotógrafo la cambiará una vez sin coste si tiene la nueva fecha libre, y lo pagado se aplica a la nueva fecha; si no la tiene libre, el cambio se trata como una cancelación.'),
  paragraph('Si el Fotógrafo no puede prestar el servicio por causa de fuerza mayor (enfermedad, accidente), propondrá a un profesional de calidad equivalente, que el Cliente puede aceptar o no; si no lo acepta, el Fotógrafo devuelve todas las cantidades recibidas.'),
];

const delivery: BlockNode[] = [
  heading('4. Entrega'),
  paragraph('El Fotógrafo entrega las fotografías seleccionadas y editadas en una galería privada en línea en un plazo máximo de ____ días desde el servicio. La selección y la edición responden al estilo del Fotógrafo; el Cliente no recibe los archivos sin editar salvo que se pacte aquí: ____.'),
];

const ownPrivateUse: BlockNode[] = [
  heading('5. Propiedad intelectual'),
  paragraph('El Fotógrafo es el autor de las fotografías y el titular de sus derechos de propiedad intelectual (Real Decreto Legislativo 1/1996, texto refundido de la Ley de Propiedad Intelectual, TRLPI). Cede al Cliente, sin exclusiva y sin límite de tiempo, el derecho a reproducir las fotografías entregadas para su uso privado y personal (copias, álbumes, redes sociales personales, citando al autor cuando sea posible), sin fines comerciales. Cualquier otro uso necesita la autorización escrita del Fotógrafo.'),
];

const commercialLicence: BlockNode[] = [
  heading('5. Licencia de derechos de explotación (TRLPI)'),
  paragraph('El Fotógrafo es el autor de las fotografías y el titular de sus derechos de propiedad intelectual (Real Decreto Legislativo 1/1996, TRLPI). Cede al Cliente los derechos de **reproducción, distribución y comunicación pública** (arts. 18, 19 y 20 TRLPI) de las fotografías entregadas, y el de **transformación** (art. 21) solo para adaptar su formato y encuadre, con este alcance (art. 43 TRLPI):'),
  bullets(
    'Modalidades de explotación y soportes: ____ (por ejemplo, web, redes sociales, catálogo impreso, publicidad exterior).',
    'Ámbito territorial: ____.',
    'Duración: ____. A falta de mención, la cesión se limita a cinco años y al país en que se realiza (art. 43.2 TRLPI).',
    'Exclusiva o no exclusiva: ____. La exclusiva debe pactarse expresamente (art. 48 TRLPI).',
  ),
  paragraph('El precio de la licencia está incluido en el precio de la cláusula 2. Los usos no previstos aquí necesitan una nueva licencia. El Cliente respeta los derechos morales del autor (art. 14 TRLPI), en particular la mención «Foto: {businessName}» cuando el medio lo permita.'),
  paragraph('La licencia no incluye el derecho a la propia imagen de las personas que aparezcan en las fotografías, ni los derechos sobre marcas, obras o lugares fotografiados: las autorizaciones necesarias las obtiene ____ (el Cliente o el Fotógrafo).'),
];

const imageRights: BlockNode[] = [
  heading('6. Derecho a la propia imagen (Ley Orgánica 1/1982)'),
  paragraph('La captación y el uso de la imagen de las personas fotografiadas se rigen por la Ley Orgánica 1/1982, de protección civil del derecho al honor, a la intimidad personal y familiar y a la propia imagen. El Cliente (marque una opción):'),
  bullets(
    '☐ **Autoriza** al Fotógrafo a usar una selección de fotografías en su portfolio, su web y sus redes sociales profesionales, sin cederlas a terceros con fines publicitarios.',
    '☐ **No autoriza** ningún uso fuera de la entrega al Cliente.',
  ),
  paragraph('Este consentimiento es revocable en cualquier momento (art. 2.3 LO 1/1982), escribiendo a {businessEmail}; la revocación no obliga a retirar lo ya publicado en soportes impresos.'),
  paragraph('**Menores de edad.** Si aparecen menores, su imagen solo se usa fuera del ámbito privado del Cliente con el consentimiento por escrito de sus progenitores o tutores (art. 3 LO 1/1982; para sus datos, art. 7 de la LOPDGDD), y nunca cuando pueda ser contrario a sus intereses (art. 4 de la Ley Orgánica 1/1996, de protección jurídica del menor). Consienten, como progenitores o tutores: ____ (nombre y DNI) y ____ (nombre y DNI).'),
];

const dataProtection: BlockNode[] = [
  heading('7. Protección de datos (RGPD y LOPDGDD)'),
  bullets(
    '**Responsable:** {businessName}, NIF {businessTaxId}, {businessAddress}, {businessEmail}.',
    '**Finalidad:** gestionar este contrato, prestar el servicio, facturarlo y, si el Cliente lo ha autorizado, los usos de imagen de la cláusula 6.',
    '**Base jurídica:** la ejecución del contrato (art. 6.1.b del Reglamento (UE) 2016/679, RGPD), las obligaciones legales contables y fiscales (art. 6.1.c) y el consentimiento para los usos de imagen (art. 6.1.a).',
    '**Conservación:** mientras dure la relación y después durante los plazos legales (seis años para la documentación contable, art. 30 del Código de Comercio, y los de la normativa fiscal).',
    '**Destinatarios:** nadie, salvo obligación legal; los proveedores de alojamiento, correo y galería tratan los datos por cuenta del Fotógrafo como encargados del tratamiento.',
    '**Derechos:** acceso, rectificación, supresión, oposición, limitación y portabilidad, escribiendo a {businessEmail}, conforme a la Ley Orgánica 3/2018 (LOPDGDD). El Cliente puede reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
  ),
];

const withdrawal: BlockNode[] = [
  heading('8. Derecho de desistimiento'),
  paragraph('Si este contrato se celebra a distancia o fuera del establecimiento del Fotógrafo, el Cliente consumidor puede desistir de él en un plazo de **14 días naturales** desde su celebración, sin indicar el motivo y sin coste (arts. 102 y 104 del Real Decreto Legislativo 1/2007, texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios, TRLGDCU). La información precontractual del art. 97 TRLGDCU figura en este contrato.'),
  paragraph('Para ejercerlo, el Cliente comunica su decisión a {businessName}, {businessAddress}, {businessEmail}, con una declaración inequívoca; puede usar el modelo de formulario de abajo, aunque no es obligatorio. Basta con enviarla antes de que venza el plazo.'),
  paragraph('El Fotógrafo devuelve todos los pagos recibidos sin demora y como máximo en 14 días naturales desde que se le comunica el desistimiento, por el mismo medio de pago. Si el Cliente ha pedido expresamente que el servicio comience durante el plazo de desistimiento, paga la parte proporcional ya prestada (art. 108.3 TRLGDCU). El derecho se pierde cuando el servicio se ha prestado por completo con el consentimiento expreso del Cliente, que reconoce saberlo (art. 103.a TRLGDCU).'),
  heading('Modelo de formulario de desistimiento'),
  paragraph('(Solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato.)'),
  bullets(
    'A la atención de {businessName}, {businessAddress}, {businessEmail}:',
    'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien/prestación del siguiente servicio (*): ____',
    'Pedido el/recibido el (*): ____',
    'Nombre del consumidor o de los consumidores: ____',
    'Domicilio del consumidor o de los consumidores: ____',
    'Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel): ____',
    'Fecha: ____',
  ),
  paragraph('(*) Táchese lo que no proceda.'),
];

const closing = (consumer: boolean, first: number): BlockNode[] => [
  heading(`${first}. Ley aplicable y jurisdicción`),
  paragraph(
    consumer
      ? 'Este contrato se rige por la ley española. Para cualquier controversia son competentes los juzgados y tribunales del domicilio del Cliente consumidor.'
      : 'Este contrato se rige por la ley española. Para cualquier controversia las partes se someten a los juzgados y tribunales de ____.',
  ),
  heading(`${first + 1}. Firma electrónica`),
  paragraph('Las partes firman este contrato con firma electrónica (Reglamento (UE) 910/2014, eIDAS), que aceptan entre ellas con el mismo valor que la firma manuscrita. Fecha del contrato: {agreementDate}.'),
  rule(),
  paragraph('El Fotógrafo: {businessName}'),
  paragraph('El Cliente: {clientName}'),
];

const WEDDING: AgreementDocument = documentOf(
  title('Contrato de reportaje fotográfico de boda'),
  parties(true),
  heading('1. Objeto'),
  paragraph('El Fotógrafo hace el reportaje fotográfico de la boda «{sessionTitle}», que se celebra el {sessionDate} a las {sessionTime} en {sessionPlace}, con el paquete **{packageName}**: la cobertura que el paquete describe (preparativos, ceremonia, sesión de pareja, banquete), la selección y edición de las fotografías y su entrega en una galería privada en línea.'),
  price(true),
  cancellation,
  delivery,
  ownPrivateUse,
  imageRights,
  dataProtection,
  withdrawal,
  closing(true, 9),
);

const PORTRAIT: AgreementDocument = documentOf(
  title('Contrato de sesión fotográfica de retrato o familia'),
  parties(true),
  heading('1. Objeto'),
  paragraph('El Fotógrafo hace la sesión fotográfica «{sessionTitle}» (retrato, familia, embarazo o recién nacido) el {sessionDate} a las {sessionTime} en {sessionPlace}, con el paquete **{packageName}**, y entrega las fotografías seleccionadas y editadas en una galería privada en línea.'),
  price(true),
  cancellation,
  delivery,
  ownPrivateUse,
  imageRights,
  dataProtection,
  withdrawal,
  closing(true, 9),
);

const COMMERCIAL: AgreementDocument = documentOf(
  title('Contrato de encargo fotográfico comercial con licencia de derechos de imagen'),
  parties(false),
  heading('1. Objeto'),
  paragraph('El Fotógrafo hace el encargo fotográfico «{sessionTitle}» el {sessionDate} en {sessionPlace}, con el paquete **{packageName}**, y cede al Cliente los derechos de explotación de la cláusula 5. El encargo comprende: ____ (producto, número de fotografías, estilismo, localizaciones).'),
  price(false),
  cancellation,
  delivery,
  commercialLicence,
  imageRights,
  dataProtection,
  heading('8. Desistimiento'),
  paragraph('El Cliente contrata en el ámbito de su actividad empresarial o profesional, por lo que no se aplica el derecho de desistimiento de los consumidores (arts. 102 y siguientes TRLGDCU). Si el Cliente fuera un consumidor, se aplica además ese derecho en los términos del contrato de sesión o de boda.'),
  closing(false, 9),
);

export const PROVIDED_ES: Record<ProvidedTemplateKind, { name: string; document: AgreementDocument }> = {
  wedding: { name: 'Boda', document: WEDDING },
  portrait: { name: 'Sesión de retrato o familia', document: PORTRAIT },
  commercial: { name: 'Encargo comercial con licencia de imagen', document: COMMERCIAL },
};
