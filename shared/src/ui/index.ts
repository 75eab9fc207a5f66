// The CSS-module typings must come along wherever the UI kit is compiled (every app and shared).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
// UI kit shared by the shell and the remotes. Presentational: session and API live in ../client;
// screens fetch with TanStack Query and hand the kit data, callbacks and (for CEP) a fetcher.
// The core components, through the package entry so one copy is shared at run time.
export * from '@pagora/shared/ui/core';
export { Modal, type ModalProps } from './modal';
export { PROVIDER_ID_LABEL, ProviderIdDetail, providerIdField } from './provider-id';
export { Pagination, pageWindow, type PaginationProps } from './pagination';

// Lists: table on wide screens, cards below 1024 px, with their toolbar and states.
export { DataList, type DataListProps, type DataColumn, type DataListPagination } from './data-list';
export { DataCard, type DataCardProps, type DataCardField } from './data-card';
export { ListToolbar, countLine, type ListToolbarProps } from './list-toolbar';
export { SelectFilter, type SelectFilterProps, type SelectOption } from './select-filter';
export { RefreshButton, type RefreshButtonProps } from './refresh-button';
export { ListHeader, type ListHeaderProps } from './list-header';
export { ListPage, type ListPageProps, type ListQuery } from './list-page';
export { StatCard, StatGrid, type StatCardProps } from './stat-card';
export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { STATUS_GROUP_TONE, type Tone } from './tone';
export { notify } from './notify';

// Modals and forms (react-hook-form: nest the fields in <FormProvider>, or pass `control`).
export { Tabs, type TabsProps, type TabItem } from './tabs';
export { useTabError } from './tab-errors';
export { FormModal, type FormModalProps } from './form-modal';
export { ConfirmModal, type ConfirmModalProps } from './confirm-modal';
export { FieldFrame, type FieldFrameProps, type FieldA11y } from './field-frame';
export { TextField, type TextFieldProps } from './fields/text-field';
export { MaskedField, type MaskedFieldProps } from './fields/masked-field';
export { MASKS, type MaskKind } from './fields/masks';
export { SelectField, type SelectFieldProps } from './fields/select-field';
export { PasswordField, type PasswordFieldProps } from './fields/password-field';
export { CepField, type CepFieldProps } from './fields/cep-field';
export type { FormFieldBinding } from './fields/use-form-field';
export { showSaveError } from './fields/show-save-error';
export { FormGrid, ContactFields, AddressFields } from './fields/entity-fields';

// Hooks.
export {
  useCepAutofill,
  CEP_NOT_FOUND_MESSAGE,
  CEP_LOOKUP_FAILED_MESSAGE,
  type CepAddress,
  type CepFetcher,
  type CepAutofillState,
} from './hooks/use-cep-autofill';
export { useListState, type ListState, type ListStateOptions } from './hooks/use-list-state';
export { useResourceList, type ResourceList, type ResourceListParams } from './hooks/use-resource-list';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './hooks/use-debounced-value';
