// The templates the product provides (issue 26 point 1), each in Spanish and English.
export const PROVIDED_TEMPLATE_KINDS = ['wedding', 'portrait', 'commercial'] as const;
export type ProvidedTemplateKind = (typeof PROVIDED_TEMPLATE_KINDS)[number];
