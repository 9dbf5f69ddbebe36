// Long-form English content for /about, /privacy, /terms, /faq and /contact.
// Placeholders ({brand}, {email}, {phone}, {hours}) come from store configuration and are filled
// with `format()` from app/i18n/format. An Arabic edition is a second file typed as `Pages`.
import { privacy, terms, termsDelivery } from "./legal.en";

export interface PageSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface ContentPage {
  /** Page heading, shown on the page. */
  title: string;
  /** Meta description. */
  description: string;
  intro: string;
  sections: PageSection[];
}

export interface AboutPage extends ContentPage {
  /** Hero line shown above the intro. */
  tagline: string;
}

export interface LegalPage extends ContentPage {
  /** Shown as "Last updated {date}". */
  lastUpdated: string;
}

interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqPage extends ContentPage {
  items: FaqItem[];
}

export interface Pages {
  about: AboutPage;
  privacy: LegalPage;
  terms: LegalPage;
  faq: FaqPage;
  contact: ContentPage;
}

/**
 * A sentence that promises free delivery, as written (`free`), and what it says instead when the
 * shop's delivery settings charge somewhere (app/shared/delivery-promise.ts): `freeOver`
 * with {amount}, the threshold, and `paid`. pagesForDelivery (app/i18n/delivery.ts) puts them in
 * by the shop's promise.
 */
export interface DeliveryVariant {
  free: string;
  freeOver: string;
  paid: string;
}

// The pages' free-delivery sentences (the Terms' is ./legal.en's `termsDelivery`).
const DELIVERY = {
  aboutDescription: {
    free: "Discover the story behind {brand}, Qatar's home for authentic luxury perfumes, delivered free to your door.",
    freeOver:
      "Discover the story behind {brand}, Qatar's home for authentic luxury perfumes, delivered to your door: free on orders of {amount} and over, with a fee by area below that, shown at checkout.",
    paid: "Discover the story behind {brand}, Qatar's home for authentic luxury perfumes, delivered to your door with the fee for your area shown at checkout.",
  },
  aboutMission: {
    free: "Effortless shopping: free delivery across Qatar and the simplicity of Cash on Delivery.",
    freeOver:
      "Effortless shopping: free delivery across Qatar on orders of {amount} and over (below that, a fee depending on your area, shown at checkout) and the simplicity of Cash on Delivery.",
    paid: "Effortless shopping: delivery across Qatar, with the fee for your area shown at checkout before you order, and the simplicity of Cash on Delivery.",
  },
  faqCost: {
    free: "Delivery is free. There are no delivery charges, hidden fees or taxes added at checkout; the total you see is the total you pay.",
    freeOver:
      "Delivery is free on orders of {amount} and over. Below that, a delivery fee applies depending on your area, and it is shown at checkout before you place your order. There are no hidden fees or taxes; the total you see at checkout is the total you pay.",
    paid: "A delivery fee applies depending on your area, and it is shown at checkout before you place your order. There are no hidden fees or taxes; the total you see at checkout is the total you pay.",
  },
  contactArea: {
    free: "We deliver free of charge everywhere in Qatar, including Doha, Al Rayyan, Al Wakrah, Al Khor, Lusail and Umm Salal, usually within 1-2 business days. Payment is Cash on Delivery.",
    freeOver:
      "We deliver everywhere in Qatar, including Doha, Al Rayyan, Al Wakrah, Al Khor, Lusail and Umm Salal, usually within 1-2 business days. Delivery is free on orders of {amount} and over; below that, a delivery fee applies depending on your area and is shown at checkout. Payment is Cash on Delivery.",
    paid: "We deliver everywhere in Qatar, including Doha, Al Rayyan, Al Wakrah, Al Khor, Lusail and Umm Salal, usually within 1-2 business days. A delivery fee applies depending on your area and is shown at checkout before you place your order. Payment is Cash on Delivery.",
  },
} satisfies Record<string, DeliveryVariant>;

const about: AboutPage = {
  title: "About Us",
  description: DELIVERY.aboutDescription.free,
  tagline: "The Art of Luxury Fragrance, Delivered in Qatar",
  intro:
    "At {brand}, we believe a fragrance is more than a scent. It is a memory, a signature and a quiet statement of who you are. We bring the world's most celebrated perfumes to Qatar, authentic and beautifully presented, with the ease of Cash on Delivery.",
  sections: [
    {
      heading: "Our Story",
      paragraphs: [
        "{brand} was born from a lifelong love of perfume and a simple wish: that discerning fragrance lovers in Qatar could enjoy the world's great houses without compromise, without uncertainty about authenticity, and without the wait.",
        "We curate a focused collection of iconic scents, from fresh and radiant to deep and opulent, each chosen for its character and craftsmanship. Every bottle is sourced from trusted suppliers and inspected before it leaves our hands.",
        "From Doha to Al Khor, we deliver to homes and offices across Qatar within 1-2 business days, and you pay only when your order arrives.",
      ],
    },
    {
      heading: "Our Mission",
      paragraphs: [
        "Our mission is to make luxury fragrance effortless, trustworthy and personal for everyone in Qatar. Four promises guide everything we do:",
      ],
      list: [
        "Authenticity without question: only 100% genuine fragrances, sourced from trusted suppliers.",
        DELIVERY.aboutMission.free,
        "Exceptional value: curated bundles and a create-your-own trio that make discovering new scents a pleasure.",
        "Personal care: attentive, friendly support before and after every order.",
      ],
    },
    {
      heading: "Get In Touch",
      paragraphs: [
        "We would love to help you find your next signature scent. Write to us at {email} or call us on {phone}.",
        "Our team is available {hours}.",
      ],
    },
  ],
};

const faq: FaqPage = {
  title: "Frequently Asked Questions",
  description:
    "Answers about delivery across Qatar, Cash on Delivery, authenticity, returns, bundles and the VIP Club at {brand}.",
  intro:
    "Everything you need to know about shopping with {brand}. If your question is not answered here, our team is always happy to help.",
  items: [
    {
      question: "Where do you deliver, and how long does it take?",
      answer:
        "We deliver everywhere in Qatar, including Doha, Al Rayyan, Al Wakrah, Al Khor, Lusail and Umm Salal. Orders usually arrive within 1-2 business days. Our team will call you to confirm the delivery details before your order is dispatched.",
    },
    {
      question: "How much does delivery cost?",
      answer: DELIVERY.faqCost.free,
    },
    {
      question: "How does Cash on Delivery work?",
      answer:
        "Simply place your order online; no card is needed. When your perfumes arrive, you pay the courier in cash. Please have the exact amount ready where possible. Online card payments are coming soon.",
    },
    {
      question: "Are your perfumes authentic?",
      answer:
        "Yes, always. Every fragrance we sell is 100% authentic, sourced from trusted suppliers and inspected before dispatch. We never sell imitations, testers or decants as full bottles.",
    },
    {
      question: "What is your returns policy?",
      answer:
        "You may return unopened items in their original, sealed packaging within 7 days of delivery. If your order arrives damaged or incorrect, please contact us within 48 hours of delivery with a photo and we will arrange a replacement or refund. For hygiene reasons, opened perfumes cannot be returned unless they are faulty.",
    },
    {
      question: "How does the Create Your Own Trio offer work?",
      answer:
        "Visit our Offers page and select 3 perfumes from the trio selection. Your trio is priced at one fixed bundle price, less than buying them individually. Once you have chosen exactly 3, add the trio to your cart and check out as usual.",
    },
    {
      question: "What are the Exclusive Bundles?",
      answer:
        "Our bundles are trios of complementary fragrances curated by our team, such as the Signature Trio and the Modern Man Collection. Each is offered at one special price and makes a wonderful gift or a way to build a wardrobe of scents.",
    },
    {
      question: "Can I change or cancel my order?",
      answer:
        "Of course, as long as your order has not yet been dispatched. Contact us by phone or WhatsApp as soon as possible with your name and phone number, or let us know when our team calls to confirm your order.",
    },
    {
      question: "How can I contact you?",
      answer:
        "E-mail us at {email}, call us on {phone}, or tap the chat button on any page to message us on WhatsApp. Our team is available {hours}.",
    },
    {
      question: "What is the VIP Club?",
      answer:
        "The VIP Club is our newsletter for fragrance lovers. Members are the first to hear about exclusive monthly perfumes, new collection launches and special discounts. Join with your e-mail address in the VIP Club section of our home page.",
    },
  ],
  sections: [
    {
      heading: "Still Have Questions?",
      paragraphs: ["Our fragrance advisers are here to help {hours}. Reach us at {email} or on {phone}."],
    },
  ],
};

const contact: ContentPage = {
  title: "Contact Support",
  description: "Reach the {brand} team by e-mail, phone or WhatsApp for help with orders, delivery and fragrance advice.",
  intro:
    "Whether you need help choosing a fragrance, have a question about an order or simply want advice on the perfect gift, our team would be delighted to hear from you.",
  sections: [
    {
      heading: "How to Reach Us",
      paragraphs: ["Choose whichever way suits you best. We aim to reply to every message within one business day."],
      list: [
        "E-mail: {email}",
        "Phone: {phone}",
        "WhatsApp: tap the chat button on any page to start a conversation with us.",
        "Social media: follow us for new arrivals, offers and fragrance inspiration, and send us a message at any time.",
      ],
    },
    {
      heading: "Support Hours",
      paragraphs: ["Our team is available {hours}. Messages received outside these hours are answered on the next business day."],
    },
    {
      heading: "Delivery Area",
      paragraphs: [DELIVERY.contactArea.free],
    },
    {
      heading: "Asking About an Order?",
      paragraphs: ["To help us assist you quickly, please include:"],
      list: [
        "The full name used when placing the order.",
        "The phone number given at checkout.",
        "Your order reference, if you have it, and the date the order was placed.",
        "A short description of your question or request.",
        "For a damaged or incorrect item, a photo of the item and its packaging (within 48 hours of delivery).",
      ],
    },
  ],
};

export const pages = { about, privacy, terms, faq, contact } satisfies Pages;

/** The pages' free-delivery sentences with their alternatives (pagesForDelivery, app/i18n/delivery.ts). */
export const deliveryVariants: readonly DeliveryVariant[] = [...Object.values(DELIVERY), termsDelivery];
