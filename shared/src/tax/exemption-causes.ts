// Why a photographer's line is exempt under LIVA art. 20 (CausaExencion E1), issue 22 point 4:
// only the two exemptions a photographer can use, each printed with its article.
// - press: art. 20.Uno.26, professional services of photographic collaborators of newspapers
//   and magazines, exempt only when the author, a natural person, renders them;
// - teaching: art. 20.Uno.9 and 10, courses and workshops (education by a centre, or classes
//   given personally by a natural person).
export const EXEMPTION_CAUSES = {
  press: {
    es: 'Operación exenta de IVA: colaboración fotográfica en prensa prestada por persona física (artículo 20.Uno.26.º de la Ley 37/1992).',
    en: 'VAT-exempt: photographic press collaboration by a natural person (article 20.Uno.26 of Spanish Law 37/1992).',
  },
  teaching: {
    es: 'Operación exenta de IVA: enseñanza, cursos y talleres (artículo 20.Uno.9.º y 10.º de la Ley 37/1992).',
    en: 'VAT-exempt: teaching, courses and workshops (article 20.Uno.9 and 10 of Spanish Law 37/1992).',
  },
} as const;
export type ExemptionCause = keyof typeof EXEMPTION_CAUSES;
export const EXEMPTION_CAUSE_KEYS = Object.keys(EXEMPTION_CAUSES) as [ExemptionCause, ...ExemptionCause[]];
