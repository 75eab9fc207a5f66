import {
  BOLETO_DUE_DAYS_DEFAULT,
  boletoMinimum,
  boletoSettingsSchema,
  centsToInput,
  fieldErrors,
  reaisAmountField,
  type BoletoSettings,
  type BoletoSettingsInput,
  type BoletoSettingsView,
} from '@pagora/shared';

/** The boleto fields as typed: due days, and fee and interest in percent ('2' or '2,5'). */
export interface BoletoFormValues {
  dueDays: string;
  multa: string;
  juros: string;
}
export type BoletoField = keyof BoletoFormValues;

export const BOLETO_FORM_DEFAULTS: BoletoFormValues = {
  dueDays: String(BOLETO_DUE_DAYS_DEFAULT),
  multa: '',
  juros: '',
};

/** A saved link's settings back in the form (hundredths to '2,50'); the defaults when it has none. */
export function boletoFormFromView(view: BoletoSettingsView | null | undefined): BoletoFormValues {
  if (!view) return BOLETO_FORM_DEFAULTS;
  const percent = (hundredths: number | null) => (hundredths === null ? '' : centsToInput(hundredths));
  return {
    dueDays: String(view.dueDays),
    multa: percent(view.lateFeeHundredths),
    juros: percent(view.monthlyInterestHundredths),
  };
}

export interface BoletoCheck {
  settings: BoletoSettings | null;
  /** Per field, and `minimum` when the amount is below Zoop's floor for these settings. */
  errors: Partial<Record<BoletoField | 'minimum', string>>;
  /** The floor for these settings, shown before the seller submits. */
  minimumMessage: string;
}

/**
 * The shared schema's check of the boleto fields, and the amount against the floor the settings
 * set (R$ 3,00, or R$ 30,00 with fee or interest), so the seller reads it before submitting. An
 * amount that does not parse is left to the amount field's own message.
 */
export function checkBoleto(values: BoletoFormValues, amount: string): BoletoCheck {
  const parsed = boletoSettingsSchema.safeParse(values);
  const errors: BoletoCheck['errors'] = fieldErrors(parsed);
  const floor = boletoMinimum(
    parsed.success
      ? parsed.data
      : {
          lateFeeHundredths: values.multa.trim() ? 1 : null,
          monthlyInterestHundredths: values.juros.trim() ? 1 : null,
        },
  );
  const cents = reaisAmountField().safeParse(amount);
  if (cents.success && cents.data < floor.cents) errors.minimum = floor.message;
  return { settings: parsed.success ? parsed.data : null, errors, minimumMessage: floor.message };
}

/** The settings as the link routes read them (`{ dueDays, multa, juros }`, percent as numbers). */
export function boletoBody(settings: BoletoSettings): BoletoSettingsInput {
  const percent = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);
  return {
    dueDays: settings.dueDays,
    multa: percent(settings.lateFeeHundredths),
    juros: percent(settings.monthlyInterestHundredths),
  };
}
