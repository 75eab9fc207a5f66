import { useMutation } from '@tanstack/react-query';
import { call, messageOf } from '@pagora/shared/client';
import { linkMailContract } from '@pagora/shared/contracts';
import { Button, notify, type ButtonProps } from '@pagora/shared/ui';

/**
 * 'Enviar link por e-mail' (after creating) / 'Reenviar por e-mail' (in the list): the API e-mails
 * the link to its 'Para:' address, branded, off the request.
 */
export function SendLinkEmailButton(props: {
  linkId: string;
  label: string;
  variant?: ButtonProps['variant'];
}) {
  const send = useMutation({
    mutationFn: () => call(linkMailContract.send, { params: { paymentId: props.linkId } }),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(messageOf(error, 'Erro ao enviar o link por email.')),
  });
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
