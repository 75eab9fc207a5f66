import { useEffect } from 'react';
import { useSession } from '@pagora/shared/client/core';
import { brandVariables } from '../../../lib/brand-theme';

/** Publishes the brand colours on <html>, where the shell and every remote read them. */
export function useApplyBranding() {
  const settings = useSession((s) => s.settings);
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(brandVariables(settings))) root.style.setProperty(name, value);
  }, [settings]);
}
