import { SANDBOX_CHALLENGE_CODE, SANDBOX_TEST_CARDS } from '@nomina/domain';

/**
 * The local providers' pages: server-rendered HTML without any inline script or style (the CSP
 * forbids them), labelled fields, texts from the translation catalogue in the holder's language.
 */
export type TPageText = (key: string) => string;
export type TPageContext = { t: TPageText; lang: string; amount: string; reference: string; action: string };

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function page(context: TPageContext, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escape(context.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="/api/v1/external/paiement/sandbox/assets/sandbox.css">
</head>
<body>
<main class="sandbox">
<p class="sandbox-badge">${escape(context.t('payment.sandbox.badge'))}</p>
<h1>${escape(title)}</h1>
<dl class="sandbox-summary">
<dt>${escape(context.t('payment.sandbox.amount'))}</dt><dd>${escape(context.amount)}</dd>
<dt>${escape(context.t('payment.sandbox.reference'))}</dt><dd>${escape(context.reference)}</dd>
</dl>
${body}
</main>
</body>
</html>`;
}

const errorBlock = (message: string | undefined) =>
  message ? `<p class="sandbox-error" role="alert">${escape(message)}</p>` : '';

const field = (id: string, label: string, attributes: string) =>
  `<p class="sandbox-field"><label for="${id}">${escape(label)}</label><input id="${id}" name="${id}" ${attributes}></p>`;

/** The hosted card page: card number, expiry, security code; the sandbox's test cards listed. */
export function cardPage(context: TPageContext, error?: string): string {
  const { t } = context;
  const cards = [
    [SANDBOX_TEST_CARDS.success, t('payment.sandbox.card.success')],
    [SANDBOX_TEST_CARDS.refused, t('payment.sandbox.card.refused')],
    [SANDBOX_TEST_CARDS.challenge, `${t('payment.sandbox.card.challenge')} (${SANDBOX_CHALLENGE_CODE})`],
  ]
    .map(
      ([number, label]) =>
        `<li><code>${number!.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${escape(label!)}</li>`,
    )
    .join('');
  return page(
    context,
    t('payment.sandbox.card.title'),
    `${errorBlock(error)}
<form method="post" action="${escape(context.action)}" class="sandbox-form">
${field('cardNumber', t('payment.sandbox.card.number'), 'inputmode="numeric" autocomplete="cc-number" required maxlength="23"')}
${field('expiry', t('payment.sandbox.card.expiry'), 'autocomplete="cc-exp" placeholder="MM/AA" required maxlength="5"')}
${field('cvc', t('payment.sandbox.card.cvc'), 'inputmode="numeric" autocomplete="cc-csc" required maxlength="4"')}
<p class="sandbox-actions"><button type="submit">${escape(t('payment.sandbox.pay'))}</button></p>
</form>
<form method="post" action="${escape(context.action.replace('/sandbox/cb?', '/sandbox/cb/cancel?'))}" class="sandbox-form">
<p class="sandbox-actions"><button type="submit" class="secondary">${escape(t('payment.sandbox.cancel'))}</button></p>
</form>
<section class="sandbox-help"><h2>${escape(t('payment.sandbox.testCards'))}</h2><ul>${cards}</ul></section>`,
  );
}

/** The 3-D Secure challenge: the code the bank "sent". */
export function challengePage(context: TPageContext, error?: string): string {
  const { t } = context;
  return page(
    context,
    t('payment.sandbox.challenge.title'),
    `${errorBlock(error)}
<p>${escape(t('payment.sandbox.challenge.text'))}</p>
<form method="post" action="${escape(context.action)}" class="sandbox-form">
${field('code', t('payment.sandbox.challenge.code'), 'inputmode="numeric" autocomplete="one-time-code" required maxlength="6"')}
<p class="sandbox-actions"><button type="submit">${escape(t('payment.sandbox.challenge.submit'))}</button></p>
</form>`,
  );
}

/** The bank's consent page of the open-banking sandbox: approve or refuse the transfer. */
export function consentPage(context: TPageContext & { creditor: string }): string {
  const { t } = context;
  return page(
    context,
    t('payment.sandbox.linxo.title'),
    `<p>${escape(t('payment.sandbox.linxo.text'))} <strong>${escape(context.creditor)}</strong></p>
<form method="post" action="${escape(context.action.replace('/sandbox/linxo?', '/sandbox/linxo/approve?'))}" class="sandbox-form">
<p class="sandbox-actions"><button type="submit">${escape(t('payment.sandbox.linxo.approve'))}</button></p>
</form>
<form method="post" action="${escape(context.action.replace('/sandbox/linxo?', '/sandbox/linxo/reject?'))}" class="sandbox-form">
<p class="sandbox-actions"><button type="submit" class="secondary">${escape(t('payment.sandbox.linxo.reject'))}</button></p>
</form>`,
  );
}

/** A session that is unknown, tampered with or over. */
export function invalidPage(context: Omit<TPageContext, 'amount' | 'reference' | 'action'>): string {
  return `<!doctype html><html lang="${escape(context.lang)}"><head><meta charset="utf-8"><title>${escape(context.t('payment.sandbox.invalid'))}</title><link rel="stylesheet" href="/api/v1/external/paiement/sandbox/assets/sandbox.css"></head><body><main class="sandbox"><h1>${escape(context.t('payment.sandbox.invalid'))}</h1></main></body></html>`;
}

export const SANDBOX_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#1f2933}
.sandbox{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.sandbox-badge{display:inline-block;margin:0 0 .5rem;padding:.125rem .5rem;border-radius:1rem;background:#fef3c7;color:#7c2d12;font-size:.875rem}
h1{font-size:1.375rem;margin:.25rem 0 1rem}h2{font-size:1rem}
.sandbox-summary{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}.sandbox-summary dd{margin:0;font-weight:600}
.sandbox-field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 .75rem}
input{font-size:1rem;padding:.5rem;border:1px solid #6b7280;border-radius:.25rem}
input:focus,button:focus{outline:3px solid #2563eb;outline-offset:2px}
button{font-size:1rem;padding:.625rem 1rem;border:0;border-radius:.25rem;background:#1d4ed8;color:#fff;cursor:pointer;width:100%}
button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}
.sandbox-actions{margin:.5rem 0}.sandbox-error{padding:.5rem;border-radius:.25rem;background:#fee2e2;color:#7f1d1d}
.sandbox-help{margin-top:1rem;font-size:.875rem}code{font-size:.875rem}`;
