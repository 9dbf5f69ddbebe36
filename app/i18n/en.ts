// English message catalogue for the storefront. Every shopper-facing string lives here so an
// Arabic edition can be added as a second file of the same shape (see `Messages` in ./index).
// Placeholders use `{key}` syntax and are filled with `format()` from ./format.
// Texts quoted in docs/product.md are reproduced exactly; do not "tidy" their punctuation or case.
import type { City } from "../shared/order-schema";
import type { PaymentMethod } from "../shared/order";

export const en = {
  common: {
    currency: "QR",
    soldOut: "Sold out",
    /** A size's kind (app/shared/variants.ts VariantKind). */
    variantKinds: { bottle: "Full bottle", travel: "Travel spray", sample: "Sample", tester: "Tester", gift_set: "Gift set" },
    close: "Close",
    loading: "Loading...",
    required: "Required",
    optional: "optional",
    supportHours: "Sunday to Thursday, 9 AM to 6 PM",
    categories: { Men: "Men", Women: "Women", Unisex: "Unisex" },
    bundleBadge: "Bundle",
    customTrioBadge: "Custom Trio",
    quantityShort: "Qty: {n}",
    ratingLabel: "Rated {rating} out of 5",
    /** Between the names of a list ("A, B, C"). */
    listSeparator: ", ",
    /** A delivery slot's window: {from} and {to} as the order stores them ("14:00"). */
    timeWindow: "{from} – {to}",
  },

  layout: {
    skipToContent: "Skip to content",
    homeLinkLabel: "{brand} home",
    nav: {
      label: "Main navigation",
      home: "Home",
      products: "All Perfumes",
      offers: "Offers",
      about: "About Us",
      track: "Track Order",
    },
    cart: { label: "Cart", labelWithCount: { one: "Cart, 1 item", other: "Cart, {count} items" } },
    menu: { open: "Open menu", close: "Close menu" },
    search: {
      button: "Search",
      label: "Search perfumes",
      placeholder: "Search perfumes...",
      submit: "Search",
      close: "Close search",
    },
    opensInNewTab: "(opens in a new tab)",
    footer: {
      tagline: "Authentic luxury fragrances, delivered to your door across Qatar.",
      headings: {
        shop: "Shop",
        help: "Customer Care",
        support: "Support",
        payments: "We Accept",
      },
      links: {
        about: "About Us",
        offers: "Offers",
        contact: "Contact Support",
        faq: "FAQs",
        terms: "Terms & Conditions",
        privacy: "Privacy Policy",
        products: "All Perfumes",
        track: "Track Your Order",
      },
      support: {
        emailLabel: "Email us at {email}",
        phoneLabel: "Call us on {phone}",
        social: "Follow us on social media",
        socialProfile: "Follow us on {network}",
        delivery: "Delivery across Qatar",
        cashOnDelivery: "Cash on Delivery",
      },
      copyright: "© {year} {brand}. All rights reserved.",
    },
    chat: {
      label: "Chat with us on WhatsApp",
      greeting: "Hello {brand}! I'm interested in your luxury fragrances and have a question.",
    },
    toastRegion: "Notifications",
    /** What screen readers call one toast as it is announced. */
    toastLabel: "Notification",
  },

  home: {
    hero: {
      heading: "Discover Your Signature Scent",
      subheading:
        "The world's most coveted fragrances, 100% authentic and delivered free across Qatar. Pay in cash when your order arrives.",
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
      freeDelivery: {
        title: "Free Delivery across Qatar",
        text: "Complimentary delivery on orders of {amount} and over.",
      },
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

  productCard: {
    quickView: "Quick View",
    from: "From {price}",
    quickViewLabel: "Quick view of {name}",
    viewDetails: "View Details",
    addToCart: "Add to Cart",
    closeQuickView: "Close quick view",
  },

  bundleCard: {
    includes: "Includes:",
    discount: "{discount}% OFF",
    price: "Bundle price",
  },

  products: {
    heading: "All Perfumes",
    subheading: "Explore our complete collection of authentic luxury fragrances.",
    searchLabel: "Search perfumes",
    searchPlaceholder: "Search by name or description...",
    category: "Category",
    all: "All",
    sortBy: "Sort by",
    sort: {
      default: "Featured",
      "price-asc": "Price: Low to High",
      "price-desc": "Price: High to Low",
      "name-asc": "Name: A to Z",
      "name-desc": "Name: Z to A",
    },
    filters: "Filters",
    showFilters: "Show filters",
    hideFilters: "Hide filters",
    results: { one: "1 perfume", other: "{count} perfumes" },
    emptyTitle: "No Perfumes Found",
    emptyText: "Try adjusting your search or filters.",
    clearFilters: "Clear Filters",
    apply: "Apply",
  },

  product: {
    keyNotes: "Key Notes",
    size: "Size",
    sizeLeft: "Only {count} left",
    sizeSoldOut: "{size}, sold out",
    category: "Category",
    description: "Description",
    quantity: "Quantity",
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    addToCart: "Add to Cart",
    addShort: "Add ({n})",
    authenticity: "100% Authentic: every fragrance is genuine and sourced from trusted suppliers.",
    delivery: "Free delivery across Qatar within 1-2 business days. Cash on Delivery.",
    related: "You Might Also Like",
    soldOutNote: "This perfume has sold out for now.",
    soldOutRelated: "See similar perfumes available today",
    breadcrumb: "Back to All Perfumes",
    notFoundTitle: "Product Not Found",
    notFoundText: "Sorry, the perfume you are looking for does not exist.",
    backToHome: "Back to Home",
  },

  cart: {
    heading: "Your Cart",
    emptyTitle: "Your Cart is Empty",
    emptyText: "Your next signature scent is waiting to be discovered.",
    discover: "Discover Perfumes",
    clear: "Clear Cart",
    continueShopping: "Continue Shopping",
    soldOutLine: "Sold out: please remove it to check out.",
    soldOutBlocked: "Some items in your cart have sold out. Remove them to check out.",
    unitPrice: "{price} each",
    lineTotal: "Total",
    remove: "Remove {name} from cart",
    removeShort: "Remove",
    increase: "Increase quantity of {name}",
    decrease: "Decrease quantity of {name}",
    quantityOf: "Quantity of {name}",
    includes: "Includes: {names}",
    maxPerLine: "Up to {max} of each per order.",
    codMax:
      "Cash on Delivery orders are limited to {max}. Please reduce your cart, or message us on WhatsApp for a larger order.",
    codMaxLink: "Message us on WhatsApp",
    summary: {
      heading: "Order Summary",
      subtotal: "Subtotal",
      shipping: "Shipping",
      free: "FREE",
      /** When some area pays a fee: the cart does not know the area yet. */
      calculatedAtCheckout: "Calculated at checkout",
      total: "Total",
      totalBeforeDelivery: "Total before delivery",
      checkout: "Proceed to Checkout",
    },
  },

  toasts: {
    addedToCart: { title: "Added to Cart!", description: "{name} is now in your cart." },
    maxQuantity: {
      title: "Maximum Reached",
      description: "Your cart already holds {max} of {name}, the most we deliver in one order.",
    },
    itemRemoved: { title: "Item Removed", description: "The item has been removed from your cart." },
    selectionIncomplete: {
      title: "Selection Incomplete",
      description: "Please select 3 perfumes for your custom bundle.",
    },
  },

  offers: {
    heading: "Offers & Bundles",
    subheading: "Indulge in curated fragrance collections and exclusive savings.",
    curated: {
      heading: "Curated Collections",
      subheading: "Signature trios, thoughtfully paired by our fragrance experts.",
      includes: "Includes:",
      add: "Add to Cart",
    },
    custom: {
      badge: "{percent}% OFF",
      badgeUpTo: "Up to {percent}% off",
      heading: "Create Your Own Trio",
      text: "Select 3 perfumes from the trio selection and enjoy them together for just {price}.",
      selectLabel: "Select {name}",
      selected: "{count} of 3 selected",
      instruction: "Please select exactly 3 perfumes.",
      originalTotal: "Original total:",
      bundlePrice: "Bundle price:",
      youSave: "You save",
      add: "Add Custom Trio to Cart",
      choose: "Choose your perfumes",
      yourTrio: "Your Trio",
      emptySlot: "Perfume {n}",
      clear: "Clear selection",
    },
    perks: ["Free delivery across Qatar", "Cash on Delivery", "100% Authentic"],
  },

  checkout: {
    emptyText: "Your cart is empty.",
    shopNow: "Shop Now",
    heading: "Checkout",
    backToCart: "Back to Cart",
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
        Doha: "Doha",
        "Al Rayyan": "Al Rayyan",
        "Al Wakrah": "Al Wakrah",
        "Al Khor": "Al Khor",
        Lusail: "Lusail",
        "Umm Salal": "Umm Salal",
        "Al Daayen": "Al Daayen",
        "Al Shamal": "Al Shamal",
        Mesaieed: "Mesaieed",
        Dukhan: "Dukhan",
        "Other (Specify in notes)": "Other (Specify in notes)",
      } satisfies Record<City, string>,
      phoneError: "Please enter a valid +974 phone number.",
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
      // How an order's payment method (app/shared/order.ts, the value stored) reads.
      methods: {
        "Cash on Delivery": "Cash on Delivery",
        "Card on Delivery": "Card on Delivery",
      } satisfies Record<PaymentMethod, string>,
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

  errors: {
    appErrorTitle: "Unexpected Application Error!",
    appErrorText: "Something went wrong on our side. Please try again in a moment.",
    tryAgain: "Try Again",
    backToHomepage: "Back to Homepage",
    notFoundTitle: "Page Not Found",
    notFoundText: "The page you are looking for does not exist or has moved.",
  },

  seo: {
    home: {
      title: "{brand} | Luxury Perfumes in Qatar",
      description:
        "Shop 100% authentic luxury perfumes in Qatar. Free delivery across Qatar within 1-2 business days and Cash on Delivery.",
    },
    products: {
      title: "All Perfumes | {brand}",
      description:
        "Browse our full collection of authentic designer and niche perfumes for men and women, delivered free across Qatar.",
    },
    product: {
      title: "{name} | {brand}",
      description: "{name}: {notes}. 100% authentic, free delivery across Qatar and Cash on Delivery.",
    },
    productNotFound: {
      title: "Product Not Found | {brand}",
      description: "Sorry, the perfume you are looking for does not exist.",
    },
    offers: {
      title: "Offers & Bundles | {brand}",
      description:
        "Curated perfume trios and a build-your-own trio at one price. Free delivery across Qatar with Cash on Delivery.",
    },
    cart: {
      title: "Your Cart | {brand}",
      description: "Review the luxury fragrances in your cart before checkout.",
    },
    checkout: {
      title: "Checkout | {brand}",
      description: "Complete your order with Cash on Delivery and free delivery across Qatar.",
    },
    confirmation: {
      title: "Order Confirmation | {brand}",
      description: "Thank you for your order. Your luxury perfumes will arrive within 1-2 business days.",
    },
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
    notFound: {
      title: "Page Not Found | {brand}",
      description: "The page you are looking for does not exist.",
    },
  },
} as const;
