// The studio as its gallery shows it: the cover the gallery opens on (photo full width, the
// title, the logo), and the brand and contact that the whole-page states carry (password,
// closed, expired, thank-you).
import type { GalleryBranding, GalleryData } from '@fotostudio/shared/contracts/gallery';
import { thumbhashPlaceholder } from '../../lib/thumbhash-placeholder';
import { usePaintedPicture } from '../first-screen';
import { coverSources } from '../look';

/** The logo (named by the studio's name) or, without one, the name itself. */
export const BrandMark = ({ branding, className = 'g-brand-mark' }: { branding: GalleryBranding; className?: string }) => (
  <div className={className}>
    {branding.logoUrl ? <img src={branding.logoUrl} alt={branding.businessName} className="g-brand-logo" /> : <span className="g-display g-brand-name">{branding.businessName}</span>}
  </div>
);

/** A web address as typed in the profile ("www.studio.es" too) as a link that leaves the gallery. */
const webHref = (website: string): string => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

/** The studio's web, email and phone, those it gave. */
export const BrandContact = ({ branding, label }: { branding: GalleryBranding; label?: string }) => {
  if (!branding.website && !branding.email && !branding.phone) return null;
  return (
    <p className="g-contact">
      {label && <span className="g-contact-label">{label}</span>}
      {branding.website && (
        <a href={webHref(branding.website)} rel="noopener noreferrer" target="_blank">
          {branding.website.replace(/^https?:\/\//, '')}
        </a>
      )}
      {branding.email && <a href={`mailto:${branding.email}`}>{branding.email}</a>}
      {branding.phone && <a href={`tel:${branding.phone.replace(/\s+/g, '')}`}>{branding.phone}</a>}
    </p>
  );
};

/**
 * The top of the gallery: the cover photo full width (its processed renditions by srcset, never
 * the original), the studio's logo, the gallery's title and, when it differs, the session's.
 * Without a cover (no photo ready) the title stands on the page's colour.
 */
export const GalleryCover = ({ gallery }: { gallery: Pick<GalleryData, 'cover' | 'media' | 'branding' | 'title'> & { session: Pick<GalleryData['session'], 'title'> } }) => {
  const { cover, media, branding } = gallery;
  // The picture the server's first screen painted stays under the sharper one while it loads.
  const painted = usePaintedPicture('cover');
  const thumbhash = cover ? thumbhashPlaceholder(cover.thumbhash) : undefined;
  const placeholder = painted ?? (thumbhash ? `url(${thumbhash})` : undefined);
  const subtitle = gallery.session.title !== gallery.title ? gallery.session.title : null;
  return (
    <section className={cover ? 'g-cover' : 'g-cover g-cover-plain'} aria-labelledby="g-gallery-title">
      {cover && (
        <img
          className="g-cover-image"
          {...coverSources(media, cover)}
          alt=""
          fetchPriority="high"
          decoding="async"
          style={placeholder ? { backgroundImage: placeholder } : undefined}
          // Element Timing: the largest paint the gallery bench names.
          {...{ elementtiming: 'gallery-cover' }}
        />
      )}
      <div className="g-cover-text">
        <BrandMark branding={branding} className="g-cover-brand" />
        <h1 id="g-gallery-title" className="g-title g-display">
          {gallery.title}
        </h1>
        {subtitle && <p className="g-cover-subtitle">{subtitle}</p>}
      </div>
    </section>
  );
};
