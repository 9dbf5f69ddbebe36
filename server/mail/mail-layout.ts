// The HTML shell of the shop's e-mails: what renders alike in Gmail, Outlook and Apple Mail.
// Tables for layout, inline styles only, web-safe fonts, no remote images (the logo is attached
// and named by cid:), a light palette of the site's ink, ivory and gold.
export const COLORS = {
  ink: "#0f0d0b",
  gold: "#b8914a",
  goldLight: "#d4b06a",
  ivory: "#f7f3ec",
  line: "#e8dcc4",
  muted: "#6b6258",
};

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Customer and owner text as HTML text or attribute value: never markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);

export interface Direction {
  dir: "ltr" | "rtl";
  /** The side text starts on, and the side it ends on. */
  start: "left" | "right";
  end: "left" | "right";
  font: string;
}

export const directionOf = (language: "en" | "ar"): Direction =>
  language === "ar"
    ? { dir: "rtl", start: "right", end: "left", font: "Tahoma, 'Segoe UI', Arial, sans-serif" }
    : { dir: "ltr", start: "left", end: "right", font: "'Helvetica Neue', Helvetica, Arial, sans-serif" };

export const HEADING_FONT = "Georgia, 'Times New Roman', serif";

/** The whole message: a header band with the logo and shop name, the body, a footer. */
export function mailDocument(options: {
  language: "en" | "ar";
  title: string;
  brand: string;
  logoCid: string;
  body: string;
  footer: string;
}): string {
  const d = directionOf(options.language);
  return `<!DOCTYPE html>
<html lang="${options.language}" dir="${d.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(options.title)}</title>
</head>
<body dir="${d.dir}" style="margin:0;padding:0;background-color:${COLORS.ivory};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${d.dir}" style="background-color:${COLORS.ivory};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${d.dir}" style="max-width:600px;background-color:#ffffff;border:1px solid ${COLORS.line};border-radius:10px;overflow:hidden;">
<tr><td align="center" style="background-color:${COLORS.ink};padding:28px 24px 22px;">
<img src="cid:${options.logoCid}" width="56" height="56" alt="${escapeHtml(options.brand)}" style="display:block;border:0;margin:0 auto 10px;">
<div style="font-family:${HEADING_FONT};font-size:22px;letter-spacing:3px;color:${COLORS.goldLight};text-transform:uppercase;">${escapeHtml(options.brand)}</div>
</td></tr>
<tr><td dir="${d.dir}" style="padding:28px 28px 8px;font-family:${d.font};font-size:15px;line-height:1.6;color:${COLORS.ink};text-align:${d.start};">
${options.body}
</td></tr>
<tr><td dir="${d.dir}" style="padding:18px 28px 26px;border-top:1px solid ${COLORS.line};font-family:${d.font};font-size:13px;line-height:1.6;color:${COLORS.muted};text-align:${d.start};">
${options.footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A link drawn as a gold button (a table cell, which every client pads). */
export const button = (href: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0 8px;"><tr><td style="background-color:${COLORS.ink};border-radius:6px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 26px;font-family:Arial,sans-serif;font-size:14px;font-weight:bold;letter-spacing:1px;color:${COLORS.goldLight};text-decoration:none;">${escapeHtml(label)}</a></td></tr></table>`;
