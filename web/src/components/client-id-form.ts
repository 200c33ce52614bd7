// How a client is identified (issue 22 point 1), as both forms that ask for it type it: the
// billing document's client and the CRM contact (there the document's country is `idCountry`).
import type { ClientIdType } from '@fotostudio/shared/billing/billing-enums';
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';

export interface ClientIdValues {
  /** A Spanish NIF unless told. */
  idType: ClientIdType;
  /** The ISO country of a passport or other foreign document (an EU VAT number carries its own). */
  countryCode: string;
  /** The day the photographer ticked "checked on VIES" for an EU VAT number, or '' (not checked). */
  viesCheckedOn: string;
}

/** Stored (a client or contact from before issue 22 point 1 has none): the form's values. */
export const clientIdValuesOf = (stored: { idType?: ClientIdType | null; countryCode?: string | null; viesCheckedOn?: string | null }): ClientIdValues => ({
  idType: stored.idType ?? 'nif',
  countryCode: stored.countryCode ?? '',
  viesCheckedOn: stored.viesCheckedOn ?? '',
});

/** A passport, a document of the country of residence or another document names the country that issued it. */
export const needsIdCountry = (idType: ClientIdType): boolean => idType === 'passport' || idType === 'residence_id' || idType === 'other';

/**
 * What a request body sends: nothing for a Spanish NIF (so such a body is what it always
 * was); the document's country, but none for an EU VAT number (it carries its own); the VIES
 * day only for an EU VAT number.
 */
export const clientIdInputOf = (values: ClientIdValues): { idType: ClientIdType; countryCode: string | null; viesCheckedOn: string | null } | null =>
  values.idType === 'nif'
    ? null
    : {
        idType: values.idType,
        countryCode: values.idType === 'eu_vat' ? null : values.countryCode.trim().toUpperCase() || null,
        viesCheckedOn: values.idType === 'eu_vat' ? values.viesCheckedOn || null : null,
      };

/** The VIES box ticked: today as billing reads it (Madrid's); unticked: ''. */
export const viesCheckedOnOf = (checked: boolean, now: Date = new Date()): string => (checked ? todayInMadrid(now) : '');
