import { useMutation } from '@tanstack/react-query';
import { call, messageOf } from '@pagora/shared/client';
import { linkMailContract } from '@pagora/shared/contracts';
import { Button, notify, type ButtonProps } from '@pagora/shared/ui';

/** The send itself, for a button of the caller's own look (the list's icon row). */
export function useSendLinkEmail(linkId: string) {
  return useMutation({
    mutationFn: () => call(linkMailContract.send, { params: { paymentId: linkId } }),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(messageOf(error, 'Erro ao enviar o link por email.')),
  });
}

/**
 * 'Reenviar por email' (after creating, and in the list while the link can be paid): the API
 * e-mails the link to its 'Para:' address, branded, off the request.
 */
export function SendLinkEmailButton(props: {
  linkId: string;
  label: string;
  variant?: ButtonProps['variant'];
}) {
  const send = useSendLinkEmail(props.linkId);
  return (
    <Button
      variant={props.variant ?? 'secondary'}
      onClick={() => send.mutate()}
      loading={send.isPending}
      loadingText="Enviando..."
    >
      {props.label}
    </Button>
  );
}
