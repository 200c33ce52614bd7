// The CRM's named store operations (contacts and their relationships): every write of the
// CRM that carries a condition (besides an ElectroDB `create`'s own not-exists one). Each is
// meant for a transaction and returns its item: a contact's write goes with its index entry
// (crm-index/contact-index.ts), a relationship's two sides go together. Use cases build no
// condition; the runner's outcome (transaction.ts) names which one was refused.
import { db, writeItems } from '../database.js';
import type { PutParams, TransactItem, UpdateParams } from '../transaction.js';

type Entities = ReturnType<typeof db>['entities'];
type ContactKey = { photographerId: string; contactId: string };
// `put` is overloaded (one item or many): its one-item shape is `create`'s.
type ContactValues = Parameters<Entities['contact']['create']>[0];
type ContactPatch = Parameters<ReturnType<Entities['contact']['patch']>['set']>[0];

/** Replaces the contact, only while it is as read (`updatedAt`) and not deleted. */
export const replaceContactAsRead = (item: ContactValues, readUpdatedAt: string): TransactItem => ({
  Put: db()
    .entities.contact.put(item)
    .where((attr, op) => `${op.eq(attr.updatedAt, readUpdatedAt)} AND ${op.eq(attr.isDeleted, false)}`)
    .params<PutParams>(),
});

/** Marks the contact deleted, only while it is not deleted and as read (`updatedAt`). */
export const markContactDeletedAsRead = (key: ContactKey, readUpdatedAt: string, deletedAt: string): TransactItem => ({
  Update: db()
    .entities.contact.patch(key)
    .set({ isDeleted: true, deletedAt })
    .where((attr, op) => `${op.eq(attr.isDeleted, false)} AND ${op.eq(attr.updatedAt, readUpdatedAt)}`)
    .params<UpdateParams>(),
});

/** Makes a lead a client, only while it is still a lead, not deleted and as read (`updatedAt`). */
export const convertLeadAsRead = (key: ContactKey, readUpdatedAt: string, set: ContactPatch & { type: 'client' }): TransactItem => ({
  Update: db()
    .entities.contact.patch(key)
    .set(set)
    .where((attr, op) => `${op.eq(attr.type, 'lead')} AND ${op.eq(attr.isDeleted, false)} AND ${op.eq(attr.updatedAt, readUpdatedAt)}`)
    .params<UpdateParams>(),
});

/** Checks that the contact is not deleted (nothing written). */
export const contactNotDeletedCheck = (key: ContactKey): TransactItem =>
  writeItems(({ contact }) => [contact.check(key).where((attr, op) => op.eq(attr.isDeleted, false)).commit()])[0] as TransactItem;

/** Deletes one side of a relationship, only while it exists. */
export const deleteRelationshipSide = (key: ContactKey & { relationshipId: string }): TransactItem =>
  writeItems(({ contactRelationship }) => [contactRelationship.delete(key).where((attr, op) => op.exists(attr.relationshipId)).commit()])[0] as TransactItem;

