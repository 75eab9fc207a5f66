// The CSS-module typings must come along wherever the UI kit is compiled (every app and shared).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
// Small UI kit shared by the shell and the remotes. Stateless: session and API live in ../client.
export { Button, type ButtonProps } from './button';
export { Input, type InputProps } from './input';
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
export { Modal, type ModalProps } from './modal';
export { Pagination, pageWindow, type PaginationProps } from './pagination';
