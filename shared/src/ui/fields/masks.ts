import { maskCardNumber, maskCvc, maskExpiry } from '../../card/masks';
import { maskCep, maskCpfCnpj, maskPhone } from '../../documents/masks';

/** The masks a MaskedField can apply, named after what they format. */
export type MaskKind = 'cpfCnpj' | 'phone' | 'cep' | 'cardNumber' | 'cardExpiry' | 'cardCvc';

export const MASKS: Record<MaskKind, (value: string) => string> = {
  cpfCnpj: maskCpfCnpj,
  phone: maskPhone,
  cep: maskCep,
  cardNumber: maskCardNumber,
  cardExpiry: maskExpiry,
  cardCvc: maskCvc,
};

/** The on-screen keyboard each mask wants on phones. */
export const MASK_INPUT_MODE: Record<MaskKind, 'numeric' | 'tel'> = {
  cpfCnpj: 'numeric',
  phone: 'tel',
  cep: 'numeric',
  cardNumber: 'numeric',
  cardExpiry: 'numeric',
  cardCvc: 'numeric',
};
