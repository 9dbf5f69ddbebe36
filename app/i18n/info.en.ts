// The content pages' own texts (About, Privacy, Terms, FAQs, Contact); their articles are in app/content.
// English; ./info.ar.ts is typed as it (app/i18n/parts.ts). Texts quoted in docs/product.md are
// reproduced exactly.
import { textPart } from "./parts";

export const infoEn = textPart("info", {
  about: {
    contact: { email: "Email", phone: "Phone", hours: "Hours" },
    shopCta: "Explore the Collection",
  },

  content: { lastUpdated: "Last updated {date}", onThisPage: "On this page" },

  contactPage: {
    email: "E-mail",
    phone: "Phone",
    whatsapp: "WhatsApp",
    whatsappCta: "Start a chat",
    social: "Social media",
    hours: "Support hours",
  },

  seo: {
    about: {
      title: "About Us | {brand}",
      description: "Discover the story behind {brand}, Qatar's home for authentic luxury perfumes delivered to your door.",
    },
    privacy: {
      title: "Privacy Policy | {brand}",
      description: "How {brand} collects, uses and protects your personal information.",
    },
    terms: {
      title: "Terms & Conditions | {brand}",
      description: "The terms that apply to orders, delivery, payment and returns at {brand}.",
    },
    faq: {
      title: "FAQs | {brand}",
      description: "Answers about delivery across Qatar, Cash on Delivery, authenticity, returns and bundles at {brand}.",
    },
    contact: {
      title: "Contact Support | {brand}",
      description: "Reach the {brand} team by e-mail, phone or WhatsApp. We're here Sunday to Thursday.",
    },
  },
});
