// Reviews' texts (docs/decisions/045-reviews-from-buyers.md): the product page's reviews, the
// review page reached by the invitation's signed link, and the tracking page's invitation.
// English; ./reviews.ar.ts is typed as it (app/i18n/parts.ts).
import { textPart } from "./parts";

export const reviewsEn = textPart("reviews", {
  reviews: {
    heading: "Reviews",
    summary: "{average} out of 5",
    count: {
      one: "Based on {count} review from verified buyers",
      other: "Based on {count} reviews from verified buyers",
    },
    stars: "Rated {rating} out of 5",
    verified: "Verified buyer",
    anonymous: "A verified buyer",
    language: { en: "Written in English", ar: "Written in Arabic" },
    reply: "Reply from {brand}",
    sortNewest: "Newest",
    sortHelpful: "Most helpful",
    sortLabel: "Sort reviews",
    helpful: "Helpful ({count})",
    helpfulDone: "Thank you ({count})",
  },
  review: {
    title: "Review your perfume — {brand}",
    eyebrow: "Your order",
    heading: "How do you find {name}?",
    lead: "Your review helps the next shopper choose. It shows once our team has read it.",
    rating: "Your rating",
    starLabel: "{rating} out of 5",
    body: "Your review (optional)",
    bodyHint: "What does it smell like on you, how long does it last, when do you wear it?",
    author: "Your name as shown (optional)",
    authorHint: "Leave it empty to appear as “A verified buyer”.",
    submit: "Send my review",
    sending: "Sending…",
    thanks: "Thank you for your review",
    thanksText: "Our team reads every review before it appears on the perfume's page.",
    chooseRating: "Choose from 1 to 5 stars.",
    tooLong: "This is too long.",
    failed: "Your review could not be sent. Please try again.",
    invalidTitle: "This link does not work",
    invalidText: "The link may be incomplete. Open it again from your e-mail or from your order's tracking page.",
    doneTitle: "Already reviewed",
    doneText: "You have reviewed this perfume for this order. Thank you.",
    viewPerfume: "View the perfume",
  },
  invite: {
    heading: "Review your perfumes",
    text: "Rate each perfume of this order from 1 to 5 stars.",
    action: "Review {name}",
    done: "{name}: reviewed, thank you",
  },
});
