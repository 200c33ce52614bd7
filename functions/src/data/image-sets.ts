// The two sets of a session's images, one item kind each and the same model
// (data/entities/session-image.ts): `sessionImage`, the proofs the client chooses from, and
// `sessionFinal`, the edited finals delivered to the client ("Entrega", docs/gallery.md).
// Separate kinds, so no reader of the proofs (gallery, zips, counters, cover, duplicates) can
// ever meet a final. Kept apart from the entity module, which loads ElectroDB: use cases reach
// the kinds through `db().entities[IMAGE_SET_KINDS[set]]`.
export const IMAGE_SET_KINDS = { proofs: 'sessionImage', finals: 'sessionFinal' } as const;
export type ImageSet = keyof typeof IMAGE_SET_KINDS;
