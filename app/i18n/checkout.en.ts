// The checkout's and the order confirmation's texts.
// English; ./checkout.ar.ts is typed as it (app/i18n/parts.ts). Texts quoted in docs/product.md are
// reproduced exactly.
import type { City } from "../shared/order-schema";
import { textPart } from "./parts";
import { CITY_NAMES_EN } from "./cities";

export const checkoutEn = textPart("checkout", {
  checkout: {
    emptyText: "Your cart is empty.",
    shopNow: "Shop Now",
    heading: "Checkout",
    backToCart: "Back to Cart",
    account: {
      prompt: "Ordered with us before?",
      signIn: "Sign in to fill in your details",
      guest: "or carry on as a guest.",
      filled: "Filled in from your account. Change anything you like.",
      deliverTo: "Deliver to",
      newAddress: "A new address",
    },
    shipping: {
      heading: "Shipping Information",
      name: "Full Name",
      email: "Email (optional)",
      phone: "Phone",
      address: "Address",
      city: "City",
      notes: "Order Notes (optional)",
      namePlaceholder: "Your full name",
      emailPlaceholder: "you@example.com",
      phonePlaceholder: "+974 XXXX XXXX",
      addressPlaceholder: "Zone, street, building, unit",
      notesPlaceholder: "Landmarks, preferred delivery time or other details",
      plate: "Blue plate numbers (optional)",
      zone: "Zone",
      street: "Street",
      building: "Building",
      // Each checkout city (CITIES in app/shared/order-schema.ts, the value stored) by its label here.
      cityNames: {
        ...CITY_NAMES_EN,
        "Other (Specify in notes)": "Other (Specify in notes)",
      } satisfies Record<City, string>,
      phoneError: "Please enter a valid +974 phone number.",
      // Abandoned-cart reminders (docs/decisions/049-abandoned-carts.md): unticked until the shopper ticks it.
      remind: "Remind me about this cart",
      remindHint:
        "We first send your phone or e-mail a link to confirm. Once confirmed, if you leave before ordering, we send one reminder after an hour (a second a day later at most), with a link back to this cart. Every reminder has a link to stop them.",
      // Field messages of the shared order schema (app/shared/order-schema.ts), in this language.
      errors: {
        nameRequired: "Name is required.",
        phoneRequired: "Phone is required.",
        plateDigits: "Digits only, as on the blue plate.",
        addressRequired: "Address is required.",
        tooLong: "{field} must be at most {max} characters.",
        email: "Please enter a valid email address.",
        emailTooLong: "Email is too long.",
        notAllowed: "{field} contains characters that are not allowed.",
        city: "Please choose a city from the list.",
        areaNotServed: "We do not deliver to this area yet. Please choose another or contact us.",
        slotRequired: "Please choose a delivery time.",
        slotUnavailable: "This delivery time is no longer available. Please choose another.",
        paymentMethod: "Card on Delivery is not available just now. Please choose Cash on Delivery.",
        fieldNames: { name: "Name", address: "Address", notes: "Notes", email: "Email" },
      },
    },
    payment: {
      heading: "Payment Method",
      title: "Cash on Delivery",
      text: "Pay in cash when your order arrives. Our team will call to confirm your order before delivery.",
      /** Paying online (decision 040), when the shop has a payment provider. */
      onlineTitle: "Pay now by card / Apple Pay / QPay",
      onlineText: "Pay securely on our payment partner's page. Your order is held for you for 30 minutes while you pay.",
      onlineSubmit: "Continue to Payment",
      redirecting: "Taking you to the payment page...",
    },
    submit: "Place Order",
    submitting: "Placing Order...",
    loading: "Loading your cart...",
    requiredNote: "Fields marked * are required.",
    summary: {
      heading: "Order Summary",
      subtotal: "Subtotal",
      shipping: "Shipping",
      free: "FREE",
      total: "Total",
      includes: "Includes: {names}",
      itemCount: { one: "1 item", other: "{count} items" },
    },
    toasts: {
      invalidPhone: {
        title: "Invalid Phone Number",
        description: "Please ensure your phone number is correct (e.g., +974 XXXX XXXX).",
      },
      missingInfo: {
        title: "Missing Information",
        description: "Please fill in all required shipping fields.",
      },
      success: {
        title: "Order Placed Successfully!",
        description: "Your luxury perfumes are on their way with FREE delivery. We'll contact you for COD.",
      },
      failure: {
        title: "Order Placement Failed",
        description: "There was an issue submitting your order.",
        network: "We could not reach our store. Please check your connection and try again.",
        limited:
          "We cannot take another order from this phone number or network just now. Message us on WhatsApp and we will complete your order personally.",
        soldOut: "{name} has sold out.",
        onlyLeft: "Only {count} left of {name}.",
      },
    },
  },

  confirmation: {
    heading: "Order Confirmation",
    missingTitle: "No Order Information Found",
    missingText: "It seems there was an issue retrieving your order details.",
    backToHomepage: "Back to Homepage",
    thankYou: "Thank you, {name}!",
    subheading: "Your order has been placed successfully.",
    orderId: "Order Reference",
    orderDate: "Order Date",
    total: "Total",
    paymentNote: "(Cash on Delivery)",
    shippingAddress: "Shipping Address",
    country: "Qatar",
    items: "Items",
    itemLine: "{name} × {quantity}",
    includes: "Includes: {names}",
    message:
      "Our team will contact you shortly to confirm delivery details. Expect your luxury perfumes to arrive within 1-2 business days.",
    continueShopping: "Continue Shopping",
    track: "Track Your Order",
  },

  seo: {
    checkout: {
      title: "Checkout | {brand}",
    },
    confirmation: {
      title: "Order Confirmation | {brand}",
      description: "Thank you for your order. Your luxury perfumes will arrive within 1-2 business days.",
    },
  },
});
