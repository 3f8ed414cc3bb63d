/**
 * The local issuer's sign-in page: plain server-rendered HTML standing in for Google's, Apple's
 * or Facebook's page (developer tooling, so English only). Pick or type an e-mail and sign in.
 */
export interface AuthorizePageInput {
  provider: string;
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  approvePath: string;
  suggestedEmails: readonly string[];
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderAuthorizePage(input: AuthorizePageInput): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const suggestions = input.suggestedEmails
    .map((email) => `<option value="${escapeHtml(email)}"></option>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Devnet sign-in (${escapeHtml(input.provider)})</title>
<style>
  body { font-family: system-ui, sans-serif; background: #10131a; color: #eef; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  form { background: #1b2130; padding: 2rem; border-radius: 12px; width: min(24rem, 90vw); display: grid; gap: 0.75rem; }
  input[type=email] { padding: 0.6rem; border-radius: 6px; border: 1px solid #445; background: #0d1018; color: inherit; }
  button { padding: 0.7rem; border: 0; border-radius: 6px; background: #e3b341; color: #111; font-weight: 700; cursor: pointer; }
  small { color: #99a; }
</style>
</head>
<body>
<form method="get" action="${escapeHtml(input.approvePath)}">
  <h1>Devnet sign-in</h1>
  <p>Local stand-in for <strong>${escapeHtml(input.provider)}</strong>. No real account is used.</p>
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" required list="emails" value="${escapeHtml(input.suggestedEmails[0] ?? '')}">
  <datalist id="emails">${suggestions}</datalist>
  ${hidden('client_id', input.clientId)}
  ${hidden('redirect_uri', input.redirectUri)}
  ${hidden('state', input.state)}
  ${hidden('nonce', input.nonce)}
  <button type="submit">Sign in</button>
  <small>Client: ${escapeHtml(input.clientId)}</small>
</form>
</body>
</html>`;
}
