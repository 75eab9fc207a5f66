import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { toApiError } from '@pagora/shared/client';
import type { SignupInput } from '@pagora/shared';
import { signup } from '../api/signup';

export const SIGNUP_SUCCESS = 'Conta criada com sucesso!';
export const SIGNUP_FAILED = 'Não foi possível criar a conta';

export function useSignup() {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(async (input: SignupInput): Promise<boolean> => {
    setLoading(true);
    setError(null);
    try {
      await signup(input);
      toast.success(SIGNUP_SUCCESS);
      return true;
    } catch (e) {
      const apiError = toApiError(e);
      // The API never says an e-mail is taken (it would tell who is registered); it may say "wait".
      setError(apiError.status === 429 ? apiError.message : SIGNUP_FAILED);
      toast.error(SIGNUP_FAILED);
      return false;
    } finally {
      setLoading(false);
    }
  }, []);
  return { submit, loading, error };
}
