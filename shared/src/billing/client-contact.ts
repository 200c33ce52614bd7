// The fields of a document's client that pass unchanged between the stored document, the
// modal's values and the contract's input; the country, the professional mark, the language and
// how the client is identified differ in form between them, so each caller adds those itself.

export type ClientContactField = 'clientId' | 'name' | 'email' | 'taxId' | 'phone' | 'address' | 'city' | 'postalCode';

type ClientContactSource = Record<Exclude<ClientContactField, 'clientId'>, string> & { clientId?: string | null | undefined };

/** The client's contact fields as they are: who it is (its CRM id), its name, email, tax id, phone and address. */
export const clientContactOf = <C extends ClientContactSource>(client: C): Pick<C, ClientContactField> => ({
  clientId: client.clientId,
  name: client.name,
  email: client.email,
  taxId: client.taxId,
  phone: client.phone,
  address: client.address,
  city: client.city,
  postalCode: client.postalCode,
});
