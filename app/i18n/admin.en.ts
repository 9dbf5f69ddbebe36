// English message catalogue for the admin area (login, layout, dashboard, order dialog, toasts).
// Kept apart from the storefront catalogue (./en.ts) so shopper pages never ship staff texts.
// Texts quoted in docs/product.md#2-pages, 5 and 8 are reproduced exactly; do not "tidy" them.
// Placeholders use `{key}` syntax and are filled with `format()` from ./format.

export const adminEn = {
  meta: {
    login: "Admin Login | {brand}",
    dashboard: "{section} | {brand} Admin",
  },

  login: {
    title: "Admin Login",
    subtitle: "Access your Dashboard",
    username: "Username",
    password: "Password",
    submit: "Login",
    submitting: "Authenticating...",
    backToStore: "Back to Store",
    usernameRequired: "Please enter your username.",
    passwordRequired: "Please enter your password.",
    invalid: "Invalid username or password. Please try again.",
    tooMany: "Too many failed sign-in attempts. Please wait {wait} before trying again.",
    unavailable: "The server could not be reached. Please check your connection and try again.",
    staffOnly: "Staff only. Every sign-in attempt is recorded.",
  },

  layout: {
    skipToContent: "Skip to content",
    adminLabel: "Admin",
    navLabel: "Admin navigation",
    menuOpen: "Open menu",
    menuClose: "Close menu",
    signedInAs: "Signed in as {username}",
    failedSignIns: {
      one: "1 failed sign-in attempt on your account since your last sign-in, on {when} from {address}. If it was not you, choose a new password.",
      many: "{count} failed sign-in attempts on your account since your last sign-in, the latest on {when} from {address}. If they were not yours, choose a new password.",
      unknownAddress: "an unknown address",
      dismiss: "Dismiss",
    },
    logout: "Logout",
    loggingOut: "Logging out...",
    viewStore: "View Store",
    groups: { dashboard: "Dashboard", orders: "Orders", insights: "Insights" },
    nav: {
      overview: "Overview",
      allOrders: "All Orders",
      analytics: "Analytics",
    },
  },

  dashboard: {
    sections: { overview: "Overview", orders: "Orders", analytics: "Analytics" },
    intro: "Manage your store's operations: orders, deliveries and performance at a glance.",
    refreshData: "Refresh Data",
    refresh: "Refresh",
    refreshing: "Refreshing...",
    loading: "Loading...",
  },

  stats: {
    totalRevenue: "Total Revenue",
    revenueIncludesCancelled: "Includes cancelled orders · {amount} without them",
    totalOrders: "Total Orders",
    avgOrderValue: "Avg. Order Value",
    pendingOrders: "Pending Orders",
  },

  overview: {
    exportAll: "Export All Orders to CSV",
    recentOrders: "Recent Orders",
    recentHint: "The five newest orders.",
    viewAll: "View All Orders",
    empty: "No recent orders.",
  },

  orders: {
    title: "Manage Orders ({count})",
    exportCsv: "Export CSV",
    exporting: "Preparing...",
    searchLabel: "Search orders",
    searchPlaceholder: "ID, Name, Email, Phone...",
    statusLabel: "Status",
    allStatuses: "All Statuses",
    dateLabel: "Date",
    fromLabel: "From",
    toLabel: "To",
    empty: "No orders found.",
    loading: "Loading orders...",
    columns: {
      id: "Order ID",
      date: "Date",
      customer: "Customer",
      phone: "Phone",
      total: "Total",
      status: "Status",
      actions: "Actions",
    },
    view: "View",
    delete: "Delete",
    viewLabel: "View order {id}",
    deleteLabel: "Delete order {id}",
    itemsMore: "+{count} more",
    pagination: {
      label: "Pagination",
      showing: "Showing {from}–{to} of {total}",
      page: "Page {page} of {pages}",
      previous: "Previous",
      next: "Next",
    },
  },

  dateRanges: {
    all: "All Time",
    today: "Today",
    "7d": "Last 7 days",
    "30d": "Last 30 days",
    custom: "Custom range",
  },

  analytics: {
    title: "Store Analytics",
    subtitle: "Revenue, orders and fulfilment for the selected period.",
    distribution: "Order Status Distribution",
    statusChart: "Orders by Status",
    statusChartHint: "How many orders sit in each status.",
    cashFlow: "Cash-Flow Overview",
    cashFlowHint: "Revenue and orders per day (Qatar time).",
    revenue: "Revenue",
    ordersSeries: "Orders",
    day: "Day",
    noData: "No orders in this period yet.",
    loadingChart: "Loading chart...",
  },

  dialog: {
    title: "Order #{id}",
    placed: "Placed {date}",
    updated: "Last updated {date}",
    loading: "Loading order...",
    missing: "This order no longer exists.",
    customer: "Customer Details",
    name: "Name",
    email: "Email",
    phone: "Phone",
    address: "Address",
    city: "City",
    notes: "Notes",
    notAvailable: "N/A",
    whatsapp: "Message on WhatsApp",
    summary: "Order & Payment Summary",
    totalAmount: "Total Amount",
    subtotal: "Subtotal",
    shipping: "Shipping",
    paymentMethod: "Payment Method",
    language: "Language",
    languages: { en: "English", ar: "Arabic" },
    setStatus: "Update Status",
    currentStatus: "{status} (current)",
    items: "Items Ordered ({count})",
    quantity: "Qty: {n}",
    unitPrice: "Unit price {price}",
    lineTotal: "Line total",
    includes: "Includes",
    itemsUnexpected: "No items found in this order or item details are in an unexpected format.",
    history: "Status History",
    historyEntry: "{status}",
    historyBy: "by {user}",
    historyEmpty: "No status changes yet.",
    deleteOrder: "Delete Order",
    close: "Close",
  },

  confirmDelete: "Are you sure you want to delete order {id}...? This action cannot be undone.",

  toasts: {
    loggedOut: { title: "Logged Out", description: "You have been successfully logged out." },
    loginSuccess: { title: "Login Successful!", description: "Redirecting to your dashboard..." },
    loginFailed: { title: "Login Failed", description: "Invalid credentials. Please check and try again." },
    loginLocked: { title: "Too Many Attempts", description: "Please wait {wait} before trying again." },
    loginUnavailable: { title: "Login Failed", description: "The server could not be reached. Please try again." },
    loadError: { title: "Error", description: "Failed to fetch data: {message}" },
    updateError: { title: "Update Error", description: "Failed to update order status: {message}" },
    statusUpdated: { title: "Status Updated!", description: "Order {id} is now {status}." },
    deleteError: { title: "Deletion Error", description: "Failed to delete order: {message}" },
    deleted: { title: "Order Deleted", description: "Order {id} has been successfully deleted." },
    realtimeError: {
      title: "Realtime Error",
      description: "Connection error: {message}. Realtime updates may be affected.",
    },
    realtimeWarning: { title: "Realtime Warning", description: "Realtime connection timed out. Trying to reconnect..." },
    liveUpdate: { title: "Live Update!", description: "Order data has been updated." },
    exportEmpty: { title: "No Data", description: "There are no orders to export." },
    exportUnsupported: { title: "Export Failed", description: "Your browser does not support this feature." },
    exportFailed: { title: "Export Failed", description: "The export could not be started: {message}" },
    exportDone: { title: "Export Successful", description: "Orders have been exported to CSV." },
  },

  errors: {
    network: "the server could not be reached",
    status: "the server answered {status}",
    interrupted: "the live connection was interrupted",
  },

  time: {
    seconds: "{n} seconds",
    second: "1 second",
    minutes: "{n} minutes",
    minute: "1 minute",
  },
} as const;

/** Same shape with every text widened to `string`, so another language may say it differently. */
type Widen<T> = T extends string ? string : T extends object ? { readonly [K in keyof T]: Widen<T[K]> } : T;

export type AdminMessages = Widen<typeof adminEn>;
