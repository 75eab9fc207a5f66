// The payer page without scripts (issue 40): the <noscript> block and the refused post's page.
export { CARD_NEEDS_SCRIPT, type FormState } from './checkout-form';
export { noScriptBlock, payableViewOf, withNoScript } from './noscript-block';
export { noScriptFormPage } from './form-page';
