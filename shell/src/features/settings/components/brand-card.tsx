import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { messageOf, useSession } from '@pagora/shared/client';
import type { BrandSettings } from '@pagora/shared/contracts';
import { Button, Card, ErrorState, Spinner } from '@pagora/shared/ui/core';
import { getCurrentBrand } from '../api/get-current-brand';
import { DEFAULT_BRAND } from '../../../lib/brand-theme';
import { useUpdateBranding } from '../hooks/use-update-branding';
import { LogoPicker } from './logo-picker';
import styles from './settings.module.css';

interface LogoState {
  file: File | null;
  preview: string | null;
  removed: boolean;
}

function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className={styles.logoBox}>
      <span className={styles.label}>{label}</span>
      <span className={styles.color}>
        <input
          className={styles.swatch}
          type="color"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={label}
        />
        <code>{value}</code>
      </span>
    </label>
  );
}

type Loaded =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; brand: BrandSettings };

/**
 * Visual identity: for role marketplace only (the settings page decides). The form opens on the
 * brand the server holds now, not the session's copy from the login: saving a stale form would
 * write an old brand over a newer one.
 */
export function BrandCard() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    getCurrentBrand().then(
      (brand) => {
        useSession.getState().setSettings(brand);
        setLoaded({ status: 'ready', brand });
      },
      (err: unknown) =>
        setLoaded({ status: 'error', message: messageOf(err, 'Erro ao carregar a identidade visual.') }),
    );
  }, []);
  useEffect(load, [load]);
  if (loaded.status === 'ready') return <BrandForm settings={loaded.brand} />;
  return (
    <Card title="Identidade visual">
      {loaded.status === 'loading' ? (
        <Spinner centered label="Carregando identidade visual..." />
      ) : (
        <ErrorState message={loaded.message} onRetry={load} />
      )}
    </Card>
  );
}

function BrandForm({ settings }: { settings: BrandSettings }) {
  const [primaryColor, setPrimary] = useState(settings?.primaryColor || DEFAULT_BRAND.primaryColor);
  const [secondaryColor, setSecondary] = useState(settings?.secondaryColor || DEFAULT_BRAND.secondaryColor);
  const [logo, setLogo] = useState<LogoState>({
    file: null,
    preview: settings?.logo ?? null,
    removed: false,
  });
  const [logoMini, setLogoMini] = useState<LogoState>({
    file: null,
    preview: settings?.logoMini ?? null,
    removed: false,
  });
  const { save, saving } = useUpdateBranding();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save({
      primaryColor,
      secondaryColor,
      logo: logo.file,
      logoMini: logoMini.file,
      removeLogo: logo.removed && !logo.file,
      removeLogoMini: logoMini.removed && !logoMini.file,
    });
    if (saved) {
      setLogo((l) => ({ ...l, file: null, removed: false }));
      setLogoMini((l) => ({ ...l, file: null, removed: false }));
    }
  };

  return (
    <Card title="Identidade visual">
      <form className={styles.form} onSubmit={onSubmit}>
        <div className={styles.row}>
          <ColorField label="Cor primária" value={primaryColor} onChange={setPrimary} />
          <ColorField label="Cor secundária" value={secondaryColor} onChange={setSecondary} />
        </div>
        <div className={styles.row}>
          <LogoPicker
            label="Logo"
            preview={logo.preview}
            onPicked={(file, preview) => setLogo({ file, preview, removed: false })}
            onRemove={() => setLogo({ file: null, preview: null, removed: true })}
            removedMessage="Logo removida com sucesso!"
          />
          <LogoPicker
            label="Logo Mini"
            preview={logoMini.preview}
            onPicked={(file, preview) => setLogoMini({ file, preview, removed: false })}
            onRemove={() => setLogoMini({ file: null, preview: null, removed: true })}
            removedMessage="Logo Mini removida com sucesso!"
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={saving} loadingText="Salvando...">
            Salvar identidade visual
          </Button>
        </div>
      </form>
    </Card>
  );
}
