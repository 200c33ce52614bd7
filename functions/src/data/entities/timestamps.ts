// Creation and last-change times every entity carries, set by ElectroDB on each write.
const now = () => new Date().toISOString();

export const timestamps = {
  createdAt: { type: 'string', required: true, readOnly: true, default: now },
  updatedAt: { type: 'string', required: true, watch: '*', default: now, set: now },
} as const;
