import { useMemo, type FormEvent } from 'react';
import { profileFormSchema } from '@pagora/shared';
import { useFormState, useSession } from '@pagora/shared/client';
import { Button, Card, Input, NewPasswordPair, PasswordInput } from '@pagora/shared/ui/core';
import { useUpdateProfile } from '../hooks/use-update-profile';
import styles from './settings.module.css';

export function ProfileForm() {
  const user = useSession((s) => s.user);
  // A team member's profile is its own login's, not the business's it acts for (issue 39).
  const person = user?.team?.actor ?? user;
  const profileSchema = useMemo(() => profileFormSchema(person?.email ?? ''), [person?.email]);
  const form = useFormState(
    profileSchema,
    {
      nome: person?.nome ?? '',
      email: person?.email ?? '',
      senhaAtual: '',
      novaSenha: '',
      confirmarSenha: '',
    },
    [['senhaAtual', 'novaSenha', 'confirmarSenha']],
  );
  const { save, saving } = useUpdateProfile();
  const nameHint = publicNameHint(user?.cargo, Boolean(user?.team));
  const invalid = Object.keys(form.allErrors).length > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileSchema.safeParse(form.values);
    if (!parsed.success) {
      form.touchAll();
      return;
    }
    if (await save(parsed.data)) {
      form.setValues((v) => ({ ...v, senhaAtual: '', novaSenha: '', confirmarSenha: '' }));
    }
  };

  return (
    <Card title="Perfil">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.row}>
          <Input
            label="Nome"
            name="nome"
            autoComplete="name"
            value={form.values.nome}
            onChange={(e) => form.setField('nome', e.target.value)}
            error={form.errors.nome}
            hint={nameHint}
          />
          <Input
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={form.values.email}
            onChange={(e) => form.setField('email', e.target.value)}
            error={form.errors.email}
          />
        </div>
        <h3 className={styles.section}>Alterar senha (opcional)</h3>
        <PasswordInput
          label="Senha atual"
          name="senhaAtual"
          autoComplete="current-password"
          value={form.values.senhaAtual ?? ''}
          onChange={(e) => form.setField('senhaAtual', e.target.value)}
          error={form.errors.senhaAtual}
        />
        <div className={styles.row}>
          <NewPasswordPair form={form} names={{ password: 'novaSenha', confirm: 'confirmarSenha' }} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={invalid} loading={saving} loadingText="Salvando...">
            Salvar alterações
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * The owner's name is the business's: payers read it on the payer page, the receipts and the
 * e-mails, and saving here changes it there too (issue 41). A team member's is only its own.
 */
function publicNameHint(cargo: string | undefined, member: boolean): string | undefined {
  if (member) return 'Seu nome na equipe. Os pagadores veem o nome da conta, que só o titular altera.';
  if (cargo === 'seller' || cargo === 'marketplace')
    return 'É o nome que os pagadores veem na página de pagamento, nos comprovantes e nos emails.';
  return undefined;
}
