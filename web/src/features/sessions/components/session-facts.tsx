/** A session's facts as label and value pairs, read-only. */
export const SessionFacts = ({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) => (
  <dl className="session-facts">
    {rows.map(([label, value]) => (
      <div key={label} className="session-fact">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);
