/** A page's heading and lead line, the first thing under the header. */
export const PageIntro = ({ id, title, lead }: { id: string; title: string; lead: string }) => (
  <section className="site-hero site-hero-compact" aria-labelledby={id}>
    <h1 id={id} className="site-hero-title">
      {title}
    </h1>
    <p className="site-lead">{lead}</p>
  </section>
);
