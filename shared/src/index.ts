// Public surface of @pagora/shared: domain rules used by the API and every front end.
export * from './constants';

export * from './money/cents';
export * from './money/parse-reais';
export * from './money/format-brl';
export * from './money/percent';
export * from './money/hundredths';
export * from './money/input';
export * from './money/sale-figures';
export * from './money/fee-table';
export * from './money/net-preview';

export * from './dates/sao-paulo-time';
export * from './dates/format-date';
export * from './dates/windows';

export * from './documents/cpf-cnpj';
export * from './documents/contact';
export * from './documents/masks';

export * from './files/image-signature';

export * from './card/luhn';
export * from './card/brand';
export * from './card/masks';

export * from './installments/annuity';
export * from './installments/quote';
export * from './installments/rate-input';
export * from './installments/format-option';

export * from './payment-methods';

export * from './status/transaction-status';
export * from './status/status-group';
export * from './status/labels';

export * from './schemas/auth';
export * from './schemas/email';
export * from './schemas/text';
export * from './schemas/pt-br-messages';
export * from './schemas/errors';
export * from './schemas/fields';
export * from './schemas/account-form';
export * from './schemas/payment-link';
export * from './schemas/link-usage';
export * from './schemas/link-checkout';
export * from './schemas/link-order';
export * from './schemas/coupon';
export * from './schemas/card-fields';
export * from './schemas/card-payment';
export * from './schemas/boleto';
export * from './schemas/seller';
export * from './schemas/buyer';
export * from './schemas/marketplace';
export * from './schemas/plan';
export * from './schemas/plan-boleto';
export * from './schemas/subscription';
export * from './schemas/interest-plan';
export * from './schemas/fee-table';
export * from './schemas/customer-card';
export * from './schemas/upload';

export * from './team/roles';
