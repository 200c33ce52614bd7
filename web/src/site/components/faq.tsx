/** Questions as <details>: they open with the keyboard and work before the script loads. */
export const Faq = ({ title, items, id }: { title: string; items: ReadonlyArray<{ q: string; a: string }>; id?: string }) => (
  <section className="site-section" id={id} aria-labelledby={`${id ?? 'faq'}-title`}>
    <h2 id={`${id ?? 'faq'}-title`} className="site-section-title">
      {title}
    </h2>
    <div className="site-faq">
      {items.map((item) => (
        <details key={item.q} className="site-faq-item">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </div>
  </section>
);
