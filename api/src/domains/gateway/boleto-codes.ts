// A leaf of the port's types: the charge (types.ts) and the boleto verb (boleto-types.ts) both carry it.

/** What a payer needs to pay a boleto, as `getCharge` also answers it. */
export type BoletoCodes = {
  barcode: string;
  digitableLine: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  url: string;
  /** The bank's 'nosso número', when the provider names it. */
  documentNumber?: string;
};
