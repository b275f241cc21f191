const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** Plain, readable, no script: the content security policy allows inline styles only. */
const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1b1e; background: #f1f3f5; }
  main { max-width: 34rem; margin: 12vh auto; padding: 2rem; background: #fff; border: 1px solid #dee2e6; border-radius: 8px; }
  h1 { margin: 0 0 1rem; font-size: 1.4rem; }
  p { margin: 0 0 1rem; }
  a { color: #364fc7; }
  .actions { margin: 1.5rem 0 0; display: flex; gap: 1.25rem; flex-wrap: wrap; }
`;

/**
 * The page a browser gets when signing in with its organisation does not succeed: what went wrong in
 * words, and the ways back to signing in. Every text is escaped.
 */
export const renderSignInFailurePage = (message: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign-in not completed · Clausebook</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sign-in not completed</h1>
<p>${escapeHtml(message)}</p>
<p>You are not signed in.</p>
<p class="actions"><a href="/login/sso">Sign in with your organisation again</a><a href="/login/user">Log in with username and email</a></p>
</main>
</body>
</html>
`;
