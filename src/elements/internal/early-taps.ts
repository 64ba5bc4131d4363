/**
 * A classic script for a page whose checkout is rendered on the server (server-side rendering): put it
 * inline in the page's `<head>`, before the checkout's markup. Until a `tip-proposals` row is
 * hydrated, its options are the server's HTML and answer nothing; this script catches a tap (or
 * Space / Enter) on one of them, shows it chosen at once (`aria-checked`), and marks the row
 * (`data-early-choice`), which the row applies as the customer's choice when it hydrates. A
 * placeholder (a proposal still loading) is not a choice. Rows already hydrated handle their own
 * input: the script then does nothing. ES5, no dependencies: it runs before any module.
 */
export const EARLY_TAPS_SCRIPT = `(function(){function t(e){if(e.type==='keydown'&&e.key!==' '&&e.key!=='Enter')return;var p=e.composedPath(),o,r,i,n;for(i=0;i<p.length;i++){n=p[i];if(!n.getAttribute)continue;if(!o&&n.getAttribute('role')==='radio')o=n;if(n.localName==='tip-proposals'){r=n;break}}if(!o||!r||r.hasUpdated||/\\bskeleton\\b/.test(o.getAttribute('part')||''))return;var v=o.getAttribute('data-value'),s=o.parentNode.querySelectorAll('[role="radio"]');if(!v)return;for(i=0;i<s.length;i++)s[i].setAttribute('aria-checked',String(s[i]===o));r.setAttribute('data-early-choice',v);if(e.type==='keydown')e.preventDefault()}addEventListener('click',t,true);addEventListener('keydown',t,true)})();`;
