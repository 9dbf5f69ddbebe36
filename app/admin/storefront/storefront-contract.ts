// The Storefront section's answers (GET /api/admin/storefront and its changes): types only, no
// React; the server's handlers satisfy them (server/api/admin/storefront.ts). What the owner may
// send is app/shared/storefront-content.ts.
import type { ImageSet } from "../../shared/catalogue";
import type { BannerKind, Bilingual } from "../../shared/storefront-content";

export interface AdminBanner {
  kind: BannerKind;
  enabled: boolean;
  title: Bilingual;
  text: Bilingual;
  link: string;
  linkLabel: Bilingual;
  /** Qatar time as the datetime-local field shows it ("2026-12-01T09:00"); null = open. */
  startsAt: string | null;
  endsAt: string | null;
  /** The hero's photo (URL and sizes), if the owner uploaded one. */
  image: string | null;
  imageSet: ImageSet | null;
  /** A promotion this banner belongs to (kept for later; nothing reads it yet). */
  promotionId: string | null;
  /** Shown on the storefront right now. */
  live: boolean;
}

export interface AdminCountdown {
  /** Qatar time ("2026-12-01T09:00"); null = no countdown. */
  target: string | null;
  title: Bilingual;
  text: Bilingual;
}

export interface AdminContacts {
  phone: string;
  whatsapp: string;
  email: string;
  socialUrl: string;
  socialLabel: string;
}

export interface AdminTestimonial {
  id: string;
  name: Bilingual;
  location: Bilingual;
  text: Bilingual;
  rating: number;
  hidden: boolean;
}

export interface StorefrontSettings {
  banners: Record<BannerKind, AdminBanner>;
  countdown: AdminCountdown;
  contacts: AdminContacts;
  /** In the owner's order, hidden ones too. */
  testimonials: AdminTestimonial[];
}
