// The home page's texts: hero, countdown, sections, trust badges, testimonials, VIP Club.
// English; ./home.ar.ts is typed as it (app/i18n/parts.ts). Texts quoted in docs/product.md are
// reproduced exactly.
import { textPart } from "./parts";

export const homeEn = textPart("home", {
  home: {
    hero: {
      heading: "Discover Your Signature Scent",
      shopAll: "Shop All Perfumes",
      exploreBundles: "Explore Bundles",
    },
    countdown: {
      eyebrow: "Coming Soon",
      heading: "New Collection Launch",
      text: "An exclusive new collection is on its way. Be the first to know when it arrives.",
      day: "Day",
      days: "Days",
      hours: "Hours",
      minutes: "Minutes",
      seconds: "Seconds",
      expired: "Offer Expired!",
      timerLabel: "Time left until the launch",
      notify: "Get Notified",
    },
    shopByFragrance: {
      heading: "Shop by Fragrance",
      subheading: "Iconic scents, chosen for every mood and moment.",
      viewAll: "View All Perfumes",
    },
    bundles: {
      heading: "Exclusive Bundles",
      subheading: "Three signature scents, beautifully paired at one special price.",
      includes: "Includes:",
      discount: "{discount}% OFF",
      add: "Add Bundle",
    },
    customTrio: {
      badge: "{percent}% OFF",
      badgeUpTo: "Up to {percent}% off",
      heading: "Create Your Own Trio",
      text: "Choose 3 perfumes from our trio selection and enjoy them together for just {price}.",
      cta: "Build Your Trio",
      priceLabel: "Trio price",
      stepsLabel: "How it works:",
      steps: ["Choose 3 perfumes from the selection", "Add your trio to the cart", "Pay in cash on delivery"],
    },
    bestSellers: { heading: "Best Sellers", subheading: "The fragrances our clients return to again and again." },
    newArrivals: { heading: "New Arrivals", subheading: "Fresh additions to our curated collection." },
    trust: {
      label: "Why shop with us",
      cashOnDelivery: { title: "Cash on Delivery", text: "Pay in cash when your order arrives." },
      authentic: { title: "100% Authentic", text: "Every bottle is genuine, guaranteed." },
      easyReturns: { title: "Easy Returns", text: "Unopened items returned within 7 days." },
      fastDelivery: {
        title: "Delivery within 1-2 business days",
        text: "Swiftly to your door, anywhere in Qatar.",
      },
    },
    testimonials: {
      heading: "What Our Customers Say",
      subheading: "Kind words from fragrance lovers across Qatar.",
      empty: "No testimonials available.",
      previous: "Previous testimonial",
      next: "Next testimonial",
      goTo: "Show testimonial {n}",
      carouselLabel: "Customer testimonials",
      slideLabel: "{n} of {total}",
      pause: "Pause testimonials",
      play: "Play testimonials",
    },
    vip: {
      eyebrow: "Exclusive Membership",
      heading: "Join the VIP Club",
      text: "Be the first to receive exclusive monthly perfumes, fastest delivery & special discounts.",
      emailLabel: "Email address",
      emailPlaceholder: "Enter your email address",
      submit: "Join Now",
      note: "No spam, only the finest scents and offers.",
      emptyTitle: "Oops!",
      emptyText: "Please enter a valid email address.",
      successTitle: "Welcome to the VIP Club!",
      successText: "You're now subscribed for exclusive monthly perfumes, fastest delivery & special discounts.",
    },
  },

  seo: {
    home: {
      title: "{brand} | Luxury Perfumes in Qatar",
    },
  },
});
