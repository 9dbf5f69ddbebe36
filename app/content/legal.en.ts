// Privacy Policy and Terms & Conditions (English). Re-exported through ./pages.en.
// Placeholders ({brand}, {email}, {phone}, {hours}) are filled from store configuration.
import type { DeliveryVariant, LegalPage } from "./pages.en";

export const privacy: LegalPage = {
  title: "Privacy Policy",
  description: "How {brand} collects, uses and protects your personal information.",
  lastUpdated: "May 31, 2025",
  intro:
    "Your privacy matters to us. This policy explains what personal information {brand} collects when you shop with us, why we collect it, and how we keep it safe.",
  sections: [
    {
      heading: "Introduction",
      paragraphs: [
        "{brand} is an online perfume shop serving customers in the State of Qatar. This Privacy Policy applies to our website and to the orders you place through it.",
        "We handle personal data in line with Qatar's Law No. 13 of 2016 on Personal Data Privacy Protection. By using our website and placing an order, you acknowledge the practices described in this policy.",
      ],
    },
    {
      heading: "Information We Collect",
      paragraphs: ["We collect only the information we need to deliver your order and look after you:"],
      list: [
        "Order details you give us at checkout: your full name, phone number, delivery address and city, and, if you choose to provide them, your e-mail address and order notes.",
        "The items you order, their quantities and prices, and the date and time of your order.",
        "Your VIP Club e-mail address, if you sign up. This is currently kept only in your own browser on your device.",
        "Your shopping cart, which is kept in your browser's local storage so it is still there when you return. A summary of your most recent order is also kept there so we can show your confirmation page.",
        "We do not collect or store any payment card details. All orders are paid in cash on delivery.",
      ],
    },
    {
      heading: "How We Use Your Information",
      paragraphs: ["We use your information only to:"],
      list: [
        "Process, confirm and deliver your order, including calling you to confirm delivery details.",
        "Contact you about your order, a return, or a question you have asked us.",
        "Provide customer support and handle returns, refunds and cancellations.",
        "Keep accurate records of sales as required by law, and prevent fraud and misuse.",
      ],
    },
    {
      heading: "Data Security",
      paragraphs: [
        "We protect your information with appropriate technical and organisational measures, including encrypted connections and restricted access for authorised staff only. Your details are shared only with the people and delivery partners who need them to fulfil your order, and we never sell your personal data.",
        "We keep order information only for as long as needed to fulfil your order, provide after-sales support and meet our legal and accounting obligations, after which it is securely deleted. Information stored in your browser stays on your device, and you can remove it at any time by clearing your browser's site data.",
        "You have the right to access the personal data we hold about you, to ask us to correct it, and to ask us to delete it where we are not required to keep it. To make a request, simply contact us using the details below.",
      ],
    },
    {
      heading: "Changes to This Privacy Policy",
      paragraphs: [
        "We may update this policy from time to time to reflect changes to our services or to the law. The latest version will always be available on this page, with the date it was last updated shown at the top.",
      ],
    },
    {
      heading: "Contact Us",
      paragraphs: [
        "If you have any questions about this policy or how we handle your information, please contact us at {email} or call us on {phone}, {hours}.",
      ],
    },
  ],
};

/** The Pricing paragraph's free-delivery promise and its alternatives (./pages.en, `deliveryVariants`). */
export const termsDelivery: DeliveryVariant = {
  free: "All prices are shown in Qatari Riyals (QR) and are the prices you pay. Delivery is currently free on every order, and no additional fees or taxes are added at checkout.",
  freeOver:
    "All prices are shown in Qatari Riyals (QR) and are the prices you pay. Delivery is free on orders of {amount} and over; below that, a delivery fee applies depending on your delivery area and is shown at checkout before you place your order. No other fees or taxes are added at checkout.",
  paid: "All prices are shown in Qatari Riyals (QR) and are the prices you pay. A delivery fee applies depending on your delivery area and is shown at checkout before you place your order. No other fees or taxes are added at checkout.",
};

export const terms: LegalPage = {
  title: "Terms & Conditions",
  description: "The terms that apply to orders, delivery, payment and returns at {brand}.",
  lastUpdated: "May 31, 2025",
  intro:
    "Welcome to {brand}. These Terms & Conditions apply to every purchase made through our website. By placing an order, you agree to them, so please read them carefully.",
  sections: [
    {
      heading: "Orders and Confirmation",
      paragraphs: [
        "When you place an order, you are making an offer to buy the selected products. Our team will call you on the phone number you provide to confirm your order and delivery details. Your order is accepted once it has been confirmed and dispatched.",
        "We may decline or cancel an order, for example if a product is unavailable, the details provided cannot be verified, or we are unable to reach you to confirm. If this happens, we will let you know.",
      ],
    },
    {
      heading: "Pricing",
      paragraphs: [
        termsDelivery.free,
        "Bundle and Create Your Own Trio prices apply only to the combinations offered. We make every effort to ensure prices are accurate; if an error is found, we will contact you before dispatch and you may choose to continue or cancel.",
      ],
    },
    {
      heading: "Payment",
      paragraphs: [
        "We currently accept Cash on Delivery only. Please pay the full order total in cash to the courier when your order arrives. Online card payments are coming soon.",
      ],
    },
    {
      heading: "Delivery",
      paragraphs: [
        "We deliver to addresses across the State of Qatar, usually within 1-2 business days of order confirmation. Delivery times are estimates and may occasionally be affected by public holidays, weather or other circumstances beyond our control.",
        "Please make sure your address and phone number are correct and that someone is available to receive the order. If a delivery cannot be completed after reasonable attempts, the order may be cancelled.",
      ],
    },
    {
      heading: "Authenticity Guarantee",
      paragraphs: [
        "Every product we sell is 100% authentic and sourced from trusted suppliers. If you have any concern about the authenticity of a product you received from us, please contact us and we will investigate promptly.",
      ],
    },
    {
      heading: "Returns and Refunds",
      paragraphs: ["We want you to love your purchase. Our returns policy is as follows:"],
      list: [
        "Unopened items in their original, sealed packaging may be returned within 7 days of delivery.",
        "Damaged, faulty or incorrect items must be reported within 48 hours of delivery, with photos of the item and packaging. We will offer a replacement or a full refund.",
        "For hygiene reasons, opened or used perfumes cannot be returned unless they are faulty.",
        "Bundles are returned as a complete set. Approved refunds are made in cash or by another method agreed with you.",
      ],
    },
    {
      heading: "Cancellations",
      paragraphs: [
        "You may cancel your order free of charge at any time before it is dispatched by contacting us by phone or WhatsApp, or by letting our team know when they call to confirm. Once an order has been dispatched, the returns policy above applies.",
      ],
    },
    {
      heading: "Limitation of Liability",
      paragraphs: [
        "To the fullest extent permitted by law, our liability in connection with any order is limited to the amount paid for that order. We are not responsible for indirect or consequential losses, or for allergic reactions or sensitivities; please review a fragrance's notes and test on a small area of skin before regular use. Nothing in these terms limits any rights you have under the consumer protection laws of the State of Qatar.",
      ],
    },
    {
      heading: "Governing Law",
      paragraphs: [
        "These Terms & Conditions are governed by the laws of the State of Qatar, and any dispute shall be subject to the jurisdiction of the courts of the State of Qatar.",
        "We may update these terms from time to time. The version published on this page when you place your order applies to that order.",
      ],
    },
    {
      heading: "Contact Us",
      paragraphs: ["For any questions about these terms or your order, contact us at {email} or call us on {phone}, {hours}."],
    },
  ],
};
