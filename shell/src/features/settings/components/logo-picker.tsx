import { useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@pagora/shared/ui/core';
import { isImageDataUrl, LOGO_NOT_IMAGE, logoFileProblem } from '../logo-file';
import styles from './settings.module.css';

export interface LogoPickerProps {
  label: string;
  /** What to show: a data URL just chosen, or the stored logo's URL. */
  preview: string | null;
  onPicked: (file: File, dataUrl: string) => void;
  onRemove: () => void;
  removedMessage: string;
}

export function LogoPicker({ label, preview, onPicked, onRemove, removedMessage }: LogoPickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const onChange = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      if (!isImageDataUrl(dataUrl)) {
        toast.error(LOGO_NOT_IMAGE);
        return;
      }
      onPicked(file, dataUrl);
      toast.success('Logo carregada com sucesso!');
    };
    reader.onerror = () => toast.error('Erro ao carregar a imagem');
    reader.readAsDataURL(file);
  };

  return (
    <div className={styles.logoBox}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.preview}>
        {preview ? <img src={preview} alt={`Prévia: ${label}`} /> : 'Nenhuma imagem'}
      </div>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.hiddenInput}
        type="file"
        accept="image/*"
        onChange={(e) => onChange(e.target.files?.[0])}
      />
      <div className={styles.logoButtons}>
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          Enviar imagem
        </Button>
        {preview ? (
          <Button
            variant="ghost"
            onClick={() => {
              onRemove();
              toast.success(removedMessage);
            }}
          >
            Remover
          </Button>
        ) : null}
      </div>
    </div>
  );
}
