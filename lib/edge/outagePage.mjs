// @ts-check
/**
 * The page a visitor sees when the site cannot reach its database (or its
 * upstream): the institute's mark, what happened and what to do, in the site's
 * colours. Self-contained (no request for styles or scripts, nothing from the
 * database), so it shows whatever else is down; sent with 503 and Retry-After
 * (outage.mjs).
 */

/** @param {number} retryAfterSeconds */
export function outagePage(retryAfterSeconds) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a moment · Northvale Institute of Health Research</title>
<style>
:root { color-scheme: light dark; --ink: #14212b; --muted: #4a5863; --paper: #fff; --brand: #0b5563; --wash: #eef3f4; }
@media (prefers-color-scheme: dark) { :root { --ink: #e8eef0; --muted: #b4c2c8; --paper: #10191f; --brand: #7cc4cf; --wash: #17242b; } }
body { margin: 0; font: 1.125rem/1.6 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
header { background: var(--wash); padding: 1rem 1.5rem; }
header p { margin: 0; display: flex; align-items: center; gap: .75rem; font-weight: 700; }
svg { width: 2.5rem; height: 2.5rem; flex: none; }
main { max-width: 40rem; margin: 0 auto; padding: 3rem 1.5rem; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 1rem; color: var(--brand); }
p { margin: 0 0 1rem; }
.hint { color: var(--muted); }
a { color: var(--brand); }
</style>
</head>
<body>
<header><p><svg viewBox="0 0 56 56" aria-hidden="true" focusable="false"><circle cx="28" cy="28" r="26" fill="currentColor" opacity=".12"/><path d="M10 38 L18 30 L24 34 L32 22 L38 28 L46 16" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="32" cy="22" r="9" fill="none" stroke="currentColor" stroke-width="3"/></svg>Northvale Institute of Health Research</p></header>
<main>
<h1>Back in a moment</h1>
<p>This page cannot be shown just now: the site cannot reach its content. Nothing is wrong with your connection or the address.</p>
<p>Please try again in about ${retryAfterSeconds} seconds. <a href="">Reload this page</a> or go to the <a href="/">home page</a>.</p>
<p class="hint">If you were sending a form, your message has not been received: please send it again once the page is back.</p>
</main>
</body>
</html>
`
}
