import { useEffect, useRef, useState } from 'react';
import { copyText } from '../browser/clipboard';
import { Button, type ButtonProps } from './button';

export const COPIED_MS = 2000;

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  text: string;
  /** Default 'Copiar'. */
  label?: string;
  /** Shown for 2 s after a successful copy; default 'Copiado!'. */
  copiedLabel?: string;
  /** The browser refused (no clipboard, insecure page); e.g. show a toast. */
  onCopyFailed?: () => void;
}

/** Copies a value (transaction id, customer email, link) and confirms in place. */
export function CopyButton({
  text,
  label = 'Copiar',
  copiedLabel = 'Copiado!',
  onCopyFailed,
  variant = 'secondary',
  ...rest
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (!(await copyText(text))) {
      onCopyFailed?.();
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <Button variant={variant} {...rest} onClick={() => void copy()}>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}
