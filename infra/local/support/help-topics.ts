// What the local assistant knows: short help texts about the product's screens, in both
// languages, matched by the words of a question. It stands in for the deployment's chat
// webhook (an assistant service) so that the chat widget answers something true locally.
export interface HelpTopic {
  id: string;
  /** Words (lower case, no accents) that point at the topic, in either language. */
  keywords: readonly string[];
  answer: { es: string; en: string };
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'gallery',
    keywords: ['galeria', 'gallery', 'enlace', 'link', 'compartir', 'share', 'seleccion', 'selection', 'cliente ve', 'password', 'contrasena'],
    answer: {
      es: 'Para compartir una galería abre la sesión en Sesiones, pestaña Imágenes, y pulsa "Generar enlace": eliges título, días de validez, un mensaje y, si quieres, una dirección propia y una contraseña. El cliente elige sus fotos y confirma la selección; te llegará una notificación.',
      en: 'To share a gallery open the session under Sessions, Images tab, and press "Generate link": choose a title, the days it stays valid, a message and, if you like, a custom address and a password. The client picks their photos and confirms the selection; you get a notification.',
    },
  },
  {
    id: 'invoices',
    keywords: ['factura', 'facturas', 'invoice', 'invoices', 'presupuesto', 'quote', 'iva', 'vat', 'verifactu', 'rectificativa', 'rectifying', 'facturacion', 'billing'],
    answer: {
      es: 'Las facturas y presupuestos están en Facturación. Desde una sesión con selección confirmada, "Enviar a facturación" crea el presupuesto; al convertirlo se emite la factura con su número y su registro VERI*FACTU. Una factura emitida no se edita: se corrige con una rectificativa.',
      en: 'Invoices and quotes live under Billing. From a session with a confirmed selection, "Send to invoicing" creates the quote; converting it issues the invoice with its number and its VERI*FACTU record. An issued invoice is never edited: correct it with a rectifying invoice.',
    },
  },
  {
    id: 'sessions',
    keywords: ['sesion', 'sesiones', 'session', 'sessions', 'fotos', 'photos', 'subir', 'upload', 'imagenes', 'images', 'archivar', 'archive', 'calendario', 'calendar'],
    answer: {
      es: 'En Sesiones creas una sesión con el asistente de tres pasos (datos, finanzas, imágenes). Las imágenes JPEG, PNG o WEBP de hasta 5 MB se suben una a una. Una sesión archivada se borra a los 7 días salvo que la restaures; el calendario tiene una URL de suscripción para Google, Apple u Outlook.',
      en: 'Under Sessions you create a session with the three-step wizard (data, finance, images). JPEG, PNG or WEBP images up to 5 MB upload one by one. An archived session is deleted after 7 days unless you restore it; the calendar has a subscription URL for Google, Apple or Outlook.',
    },
  },
  {
    id: 'crm',
    keywords: ['crm', 'contacto', 'contactos', 'contact', 'contacts', 'clientes', 'client', 'clients', 'importar', 'import', 'exportar', 'export'],
    answer: {
      es: 'En CRM están tus contactos y clientes: búsqueda, filtros, relaciones familiares y la conversión de contacto a cliente (no se puede deshacer). Puedes importar un JSON y exportar a CSV, Excel o JSON con el asistente de exportación.',
      en: 'CRM holds your contacts and clients: search, filters, family links and the conversion of a contact to a client (it cannot be undone). You can import a JSON file and export to CSV, Excel or JSON with the export wizard.',
    },
  },
  {
    id: 'packages',
    keywords: ['paquete', 'paquetes', 'package', 'packages', 'producto', 'productos', 'product', 'products', 'precio', 'price', 'comentario', 'comment'],
    answer: {
      es: 'Los paquetes, productos y comentarios predeterminados se gestionan en Ajustes → Paquetes. Un paquete fija el precio base y las fotos incluidas de una sesión; no se puede borrar mientras lo use alguna sesión.',
      en: 'Packages, products and default comments are managed under Settings → Packages. A package sets a session\'s base price and included photos; it cannot be deleted while a session uses it.',
    },
  },
  {
    id: 'account',
    keywords: ['perfil', 'profile', 'logo', 'ajustes', 'settings', 'idioma', 'language', 'moneda', 'currency', 'notificaciones', 'notifications', 'contrasena', 'password'],
    answer: {
      es: 'Tu perfil (datos personales y del negocio, foto y logo) está en Perfil; idioma, moneda, formato de fecha, zona horaria, notificaciones y contraseña en Ajustes.',
      en: 'Your profile (personal and business data, photo and logo) is under Profile; language, currency, date format, time zone, notifications and password under Settings.',
    },
  },
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** The topic whose keywords the question names most (the first on a tie), or undefined. */
export const matchHelpTopic = (question: string): HelpTopic | undefined => {
  const words = new Set(normalise(question).split(/[^a-z0-9]+/).filter(Boolean));
  let best: { topic: HelpTopic; hits: number } | undefined;
  for (const topic of HELP_TOPICS) {
    const hits = topic.keywords.filter((keyword) => words.has(keyword)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { topic, hits };
  }
  return best?.topic;
};

const FALLBACK = {
  es: 'No he encontrado ese tema. Puedo ayudarte con galerías y enlaces, facturas y presupuestos, sesiones, el CRM, paquetes y productos, o tu perfil y ajustes.',
  en: 'I could not find that topic. I can help with galleries and links, invoices and quotes, sessions, the CRM, packages and products, or your profile and settings.',
};

export const helpAnswer = (question: string, language: 'es' | 'en'): string => (matchHelpTopic(question)?.answer ?? FALLBACK)[language];
