// The admin API's problems (RFC 9457) worded in Arabic for an Arabic-speaking staff member
// (decision 043). The server words its problems in English; server/api/admin/problem-language.ts
// rewrites them with these for a staff member whose language is Arabic: a message it knows by its
// English text, else a field's problem by its code, else the answer's status. So nothing English
// reaches an Arabic admin's form or toast, and a message not yet listed here still reads in Arabic
// (more general). Server-only: the admin's bundle does not carry it.
import type { FieldErrorCode } from "../shared/field-errors";
import { PHONE_ERROR } from "../shared/order-schema";

/** A field's problem by its code, when its English message is not listed below. */
export const FIELD_PROBLEMS_AR: Record<FieldErrorCode, string> = {
  required: "هذا الحقل مطلوب.",
  tooLong: "النص أطول من المسموح.",
  notAllowed: "هذه القيمة غير مسموح بها.",
  invalid: "هذه القيمة غير صالحة.",
};

/** An answer's problem by its status, when its English wording is not listed below. */
export const STATUS_PROBLEMS_AR: Record<number, string> = {
  400: "تعذّرت قراءة الطلب.",
  401: "يرجى تسجيل الدخول.",
  403: "لا تملك صلاحية هذا الإجراء.",
  404: "غير موجود.",
  409: "لا يمكن إجراء هذا التغيير الآن.",
  413: "المحتوى المرسَل أكبر من المسموح.",
  415: "نوع الملف غير مدعوم.",
  422: "بعض الحقول غير صالحة.",
  429: "محاولات كثيرة. يرجى الانتظار قليلًا ثم المحاولة مجددًا.",
  500: "حدث خطأ في الخادم.",
  503: "الخادم مشغول. يرجى المحاولة بعد لحظات.",
};

/** The server's English messages, word for word, in Arabic. */
export const PROBLEM_MESSAGES_AR: Record<string, string> = {
  "Some fields are invalid.": "بعض الحقول غير صالحة.",
  [PHONE_ERROR]: "يرجى إدخال رقم هاتف صحيح يبدأ بـ ‎+974.",
  // My account: language, password, two-factor sign-in.
  "Choose English (en) or Arabic (ar).": "اختر الإنجليزية (en) أو العربية (ar).",
  "Choose Latin (latin) or Arabic-Indic (arabic) digits.": "اختر الأرقام اللاتينية (latin) أو العربية الهندية (arabic).",
  "Say true or false.": "أجب بنعم أو لا (true أو false).",
  "Send a language or digits.": "أرسل اللغة أو الأرقام.",
  "Enter your current password.": "أدخل كلمة المرور الحالية.",
  "Enter a new password.": "أدخل كلمة مرور جديدة.",
  "Enter your password.": "أدخل كلمة المرور.",
  "Enter the code.": "أدخل الرمز.",
  "The current password is not right.": "كلمة المرور الحالية غير صحيحة.",
  "The password is not right.": "كلمة المرور غير صحيحة.",
  "Choose a password other than the current one.": "اختر كلمة مرور غير الحالية.",
  "The password must not contain the username.": "يجب ألا تحتوي كلمة المرور على اسم المستخدم.",
  "The password is too easy to guess: avoid common passwords, words and patterns; a few unrelated words make a good one.":
    "كلمة المرور سهلة التخمين: تجنّب كلمات المرور الشائعة والكلمات والأنماط؛ بضع كلمات لا رابط بينها تصنع كلمة مرور جيدة.",
  "That code is not right, or was used already. Try the next one.": "الرمز غير صحيح أو استُخدم من قبل. جرّب الرمز التالي.",
  "Too many wrong answers: you have been signed out.": "إجابات خاطئة كثيرة: سُجّل خروجك.",
  "Sign in again to go on.": "سجّل الدخول مجددًا للمتابعة.",
  "Too many wrong passwords or codes.": "كلمات مرور أو رموز خاطئة كثيرة.",
  "The server is busy. Please try again in a moment.": "الخادم مشغول. يرجى المحاولة بعد لحظات.",
  "Two-factor sign-in is on already.": "التحقق بخطوتين مفعّل مسبقًا.",
  "Two-factor sign-in is off already.": "التحقق بخطوتين متوقف مسبقًا.",
  "The shop requires two-factor sign-in for owners.": "يشترط المتجر التحقق بخطوتين للمالكين.",
  "No such session.": "لا توجد جلسة كهذه.",
  // Staff accounts.
  "Enter a username.": "أدخل اسم مستخدم.",
  "This username is taken.": "اسم المستخدم هذا مستخدم مسبقًا.",
  "Choose Owner or Staff.": "اختر مالكًا أو موظفًا.",
  "Send role or disabled.": "أرسل الدور أو حالة الإيقاف.",
  "No such staff account.": "لا يوجد حساب موظف كهذا.",
  "The shop must keep at least one active owner: make someone else an owner first.":
    "يجب أن يبقى للمتجر مالك نشط واحد على الأقل: اجعل شخصًا آخر مالكًا أولًا.",
  "Set up two-factor sign-in for your own account first (My account).": "فعّل التحقق بخطوتين لحسابك أولًا (حسابي).",
  "Choose your own password first.": "اختر كلمة مرورك أولًا.",
  "Set up two-factor sign-in first: the shop requires it for owners.": "فعّل التحقق بخطوتين أولًا: يشترطه المتجر للمالكين.",
  // Drivers and cash.
  "Give the driver's name.": "أدخل اسم السائق.",
  "Choose the driver.": "اختر السائق.",
  "Choose an active driver.": "اختر سائقًا نشطًا.",
  "This driver does not exist.": "هذا السائق غير موجود.",
  "The amount must be more than zero.": "يجب أن يكون المبلغ أكبر من صفر.",
  "The amount is too large.": "المبلغ كبير جدًا.",
  "amount is an amount in dirhams.": "المبلغ يُكتب بالدرهم.",
  "A handover cannot be recorded for a day to come.": "لا يمكن تسجيل تسليم ليوم لم يأتِ بعد.",
  "Use a real date written YYYY-MM-DD.": "استخدم تاريخًا صحيحًا بالصيغة YYYY-MM-DD.",
  "The start date is after the end date.": "تاريخ البداية بعد تاريخ النهاية.",
  // Orders.
  "This order does not exist (it may have been deleted).": "هذا الطلب غير موجود (ربما حُذف).",
  "Not enough stock to restore this order.": "المخزون لا يكفي لاستعادة هذا الطلب.",
  "This order's delivery slot is full.": "موعد التوصيل لهذا الطلب مكتمل.",
  "This order's promotion has no uses left.": "لم يتبقَّ أي استخدام لعرض هذا الطلب.",
  "The customer's store credit no longer covers this order.": "رصيد المتجر لدى العميل لم يعد يغطي هذا الطلب.",
  "This order is not paid: switch it to Cash on Delivery first.": "هذا الطلب غير مدفوع: حوّله إلى الدفع عند الاستلام أولًا.",
  "Only an online order that is not paid can be switched to Cash on Delivery.":
    "لا يمكن تحويل طلب إلى الدفع عند الاستلام إلا إذا كان طلبًا إلكترونيًا غير مدفوع.",
  "This order has a return: its goods and money come back through the return, not by cancelling.":
    "لهذا الطلب مرتجع: تعود بضاعته وأمواله عبر المرتجع، لا بالإلغاء.",
  "This order has a return and cannot be deleted.": "لهذا الطلب مرتجع ولا يمكن حذفه.",
  "Say why the amount collected differs from the order's total.": "اذكر سبب اختلاف المبلغ المحصَّل عن إجمالي الطلب.",
  "Give a reason.": "اذكر السبب.",
  "There are no orders to export.": "لا توجد طلبات للتصدير.",
  "No orders from this phone number.": "لا توجد طلبات من رقم الهاتف هذا.",
  "This number is not blocked.": "هذا الرقم غير محظور.",
  "This number's limit is not lifted.": "لم يُرفع الحد عن هذا الرقم.",
  // Promotions.
  "This promotion does not exist.": "هذا العرض غير موجود.",
  "A code is 3 to 32 letters, digits or dashes.": "الرمز من 3 إلى 32 حرفًا أو رقمًا أو شرطة.",
  "A code is listed twice.": "رمز مكرر في القائمة.",
  "A percentage is from 1 to 100.": "النسبة المئوية من 1 إلى 100.",
  "A prefix has at most 12 characters.": "البادئة 12 حرفًا على الأكثر.",
  "A prefix is letters and digits.": "البادئة حروف وأرقام.",
  "A promotion with codes cannot become automatic.": "لا يمكن أن يصبح عرض له رموز تلقائيًا.",
  "A spend threshold needs the amount to spend.": "عرض حد الإنفاق يحتاج إلى مبلغ الإنفاق.",
  "A whole number of codes.": "عدد صحيح من الرموز.",
  "An automatic promotion has no codes.": "العرض التلقائي بلا رموز.",
  "At least 1 code.": "رمز واحد على الأقل.",
  "At most 5,000 codes at once.": "5,000 رمز على الأكثر في المرة الواحدة.",
  "Buy X get Y needs both quantities.": "عرض اشترِ واحصل يحتاج إلى الكميتين.",
  "Give the amount off in dirhams.": "أدخل مبلغ الخصم بالدرهم.",
  "Say whether it applies itself (automatic) or needs a code.": "حدّد إن كان يُطبَّق تلقائيًا أو يحتاج إلى رمز.",
  "The end is before the start.": "النهاية قبل البداية.",
  "Use a date (2026-12-01), a Qatar time (2026-12-01T18:00) or an ISO instant.":
    "استخدم تاريخًا (2026-12-01) أو وقتًا بتوقيت قطر (2026-12-01T18:00) أو لحظة بصيغة ISO.",
  "Value is a whole number.": "القيمة عدد صحيح.",
  // Settings.
  "Orders are already numbered.": "الطلبات مرقّمة مسبقًا.",
  "The first order's number can only be set before the shop's first order.": "لا يُحدَّد رقم أول طلب إلا قبل أول طلب في المتجر.",
};
