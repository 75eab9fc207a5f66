/** Business constants and limits from spec 000 and 001, section 9 of each. */

export const CURRENCY = 'BRL';
export const LOCALE = 'pt-BR';
export const TIME_ZONE = 'America/Sao_Paulo';

export const AMOUNT_MIN_CENTS = 1;
export const AMOUNT_MAX_CENTS = 99_999_999;
export const DESCRIPTION_MAX = 100;

export const MAX_INSTALLMENTS = 21;
export const INTEREST_FREE_MIN = 0;
export const INTEREST_FREE_MAX = 21;
export const INTEREST_PLAN_LEVELS = 21;

/** Split percentages in hundredths: 0.01% to 100%. */
export const SPLIT_PERCENT_MIN_HUNDREDTHS = 1;
export const SPLIT_PERCENT_MAX_HUNDREDTHS = 10_000;

export const PASSWORD_MIN_LOGIN = 3;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_MIN_SIGNUP = 6;
export const PASSWORD_MIN_SELLER = 3;
export const PASSWORD_MIN_MARKETPLACE = 6;
export const ID_MIN_LENGTH = 3;
export const NAME_MIN_LENGTH = 2;

export const PIX_EXPIRY_SECONDS = 900;
export const PIX_STATUS_POLL_MS = 5000;
export const QR_CODE_SIZE = 128;

export const CARD_NUMBER_INPUT_MAX = 19;
export const CARD_EXPIRY_INPUT_MAX = 5;
export const CARD_CVC_INPUT_MAX = 4;
export const CPF_INPUT_MAX = 14;
export const PHONE_MAX_DIGITS = 11;
export const CEP_DIGITS = 8;
export const DEFAULT_CARD_COUNTRY = 'BR';
export const DEFAULT_ADDRESS_COUNTRY = 'Brasil';

export const TRANSACTIONS_PAGE_SIZE = 25;
export const LIST_PAGE_SIZE = 10;
export const PAGINATION_MAX_BUTTONS = 5;
export const RECENT_TRANSACTIONS_LIMIT = 10;
/**
 * A transactions search counts its matches up to this many (issue 42): past it the list says
 * 'mais de 1.000' and withholds the revenue, instead of summing hundreds of thousands of rows.
 */
export const SEARCH_COUNT_LIMIT = 1000;
export const REPORT_MONTHS = 12;
export const STATS_ROLLING_DAYS = 31;

export const TOAST_DURATION_MS = 3000;
export const COPY_FEEDBACK_MS = 2000;
export const REFRESH_SPINNER_EXTRA_MS = 800;

export const SIDEBAR_WIDTH_PX = 256;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 80;
export const MOBILE_BREAKPOINT_PX = 1024;

/** The toast every form shows when submitted with errors. */
export const FORM_HAS_ERRORS_MESSAGE = 'Por favor, corrija os erros no formulário';

/**
 * The login form's messages (spec 000 section 5). `loginSchema` and the login page's zod-free
 * check (`validateLogin` in `@pagora/shared/client/core`) both read them.
 */
export const LOGIN_MESSAGES = {
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Digite um email válido',
  passwordRequired: 'Senha é obrigatória',
  passwordTooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LOGIN} caracteres`,
  passwordTooLong: 'Senha muito longa',
} as const;
