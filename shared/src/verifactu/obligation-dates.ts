// The legal days from which an issuer must invoice through a verifiable system (issue 24 point
// 1): RD 1007/2023 (Reglamento de requisitos de los sistemas informáticos de facturación),
// disposición final cuarta, as amended by RDL 15/2025: 1 January 2027 for corporate-tax payers,
// 1 July 2027 for the rest (the self-employed). The defaults of the functions' configuration
// (VERIFACTU_OBLIGATION_*) and what the local and test stacks pass: a later change of the norm
// cannot be checked from here, so a deployment sets the configuration.
export const LEGAL_OBLIGATION_DATES = {
  VERIFACTU_OBLIGATION_CORPORATE: '2027-01-01',
  VERIFACTU_OBLIGATION_SELF_EMPLOYED: '2027-07-01',
} as const;
