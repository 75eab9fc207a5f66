// The CSS-module typings must come along wherever the UI kit is compiled (every app and shared).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
// `@pagora/shared/ui/core`: the few components the login page and the payer's checkout use. A
// separate entry (shared on its own at run time) so those budgeted pages never download the
// back-office kit, its forms or react-hook-form; `@pagora/shared/ui` re-exports all of it, and adds
// what only back-office screens use (Modal, Pagination).
export { Button, type ButtonProps } from './button';
export { Input, type InputProps } from './input';
// The sign-in screens' password fields (the login page among them), without react-hook-form.
export {
  PasswordInput,
  PasswordToggle,
  type PasswordInputProps,
  type PasswordToggleProps,
} from './fields/password-input';
export {
  NewPasswordPair,
  type NewPasswordPairProps,
  type PasswordPairForm,
} from './fields/new-password-pair';
export { Spinner, type SpinnerProps } from './spinner';
export {
  EmptyState,
  ErrorState,
  Alert,
  type EmptyStateProps,
  type ErrorStateProps,
  type AlertProps,
} from './states';
export { PageHeader, Card, type PageHeaderProps, type CardProps } from './layout';
export { useIsMobile } from './hooks/use-is-mobile';
export { BoletoBarcode } from './boleto-barcode';
export { BoletoCodes, BOLETO_COPY_FAILED, type BoletoCodesProps } from './boleto-codes';
export { CopyButton, COPIED_MS, type CopyButtonProps } from './copy-button';
