import { useState, type ReactNode } from 'react';
import { messageOf } from '@pagora/shared/client';
import { Alert, FormModal } from '@pagora/shared/ui';

/** A zod schema as the modal uses it: the first issue is the message shown. */
type Checks = {
  safeParse: (body: unknown) => { success: boolean; error?: { issues: readonly { message: string }[] } };
};

/** The create mutation (TanStack Query's `useMutation` result fits): its answer carries the secret. */
type Creates<B> = {
  mutate: (
    body: B,
    on: { onSuccess: (answer: { secret: string }) => void; onError: (err: unknown) => void },
  ) => void;
  isPending: boolean;
};

/** What a screen gives a create form: whether it is open, and where the new secret goes. */
export type CreatesSecret = {
  open: boolean;
  onClose: () => void;
  /** The new secret, shown once by the caller. */
  onCreated: (secret: string) => void;
};

export type CreateSecretModalProps<F, B> = CreatesSecret & {
  title: string;
  submitLabel: string;
  busyLabel: string;
  create: Creates<B>;
  schema: Checks;
  /** The form's fields when it opens, and again after it closes. */
  empty: F;
  /** The request body from the form's fields. */
  body: (form: F) => B;
  /** The failure text when the server gives none. */
  errorText: string;
  /** The fields, given the form and a setter for some of its fields. */
  children: (form: F, set: (patch: Partial<F>) => void) => ReactNode;
};

/**
 * The 'Desenvolvedores' create forms (a key, an endpoint): checked before sending, the first
 * problem or the server's message on top, emptied on close, the secret handed on once created.
 */
export function CreateSecretModal<F, B>({
  open,
  onClose,
  onCreated,
  title,
  submitLabel,
  busyLabel,
  create,
  schema,
  empty,
  body,
  errorText,
  children,
}: CreateSecretModalProps<F, B>) {
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<F>) => setForm((f) => ({ ...f, ...patch }));
  const close = () => {
    setForm(empty);
    setError(null);
    onClose();
  };
  const submit = () => {
    const request = body(form);
    const parsed = schema.safeParse(request);
    if (!parsed.success) return setError(parsed.error?.issues[0]?.message ?? 'Dados inválidos.');
    setError(null);
    create.mutate(request, {
      onSuccess: (answer) => {
        close();
        onCreated(answer.secret);
      },
      onError: (err) => setError(messageOf(err, errorText)),
    });
  };
  return (
    <FormModal
      open={open}
      title={title}
      onClose={close}
      onSubmit={submit}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      busy={create.isPending}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children(form, set)}
    </FormModal>
  );
}
