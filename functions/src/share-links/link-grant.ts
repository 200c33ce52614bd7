// A link's media grant: the name its gallery's media URLs carry (`/media/g/.../<grant>/...`),
// derived from the fields that change whenever what the link opens, or for whom, changes:
// a new token (generated again), a new password, a confirmation that closed it (the
// selection version moves and stays moved after a reopen), a deactivation (the access
// version moves and stays moved after a reactivation). When the grant of a link changes, the
// table stream writes the old one to the edge's revocation store (grant-revocation.ts), and every
// URL signed under it stops working there within seconds; links written before grants existed
// get the same grant from the same fields, so nothing needs migrating.
import { createHash } from 'node:crypto';
import type { ShareLinkItem } from '../data/entities/share-link.js';

export type GrantFields = Pick<ShareLinkItem, 'sessionId' | 'token' | 'passwordVersion' | 'selectionVersion'> & { accessVersion?: number | undefined };

/** 24 hex digits: 96 bits. */
export const grantOf = (link: GrantFields): string =>
  createHash('sha256')
    .update(`grant|${link.sessionId}|${link.token}|${link.passwordVersion}|${link.selectionVersion}|${link.accessVersion ?? 0}`)
    .digest('hex')
    .slice(0, 24);
