import { useState } from 'react';
import { useSession } from '@pagora/shared/client/core';
import { DefaultLogo } from './default-logo';

/** The brand's logo (or mini logo when the sidebar is collapsed), else Pagora's. */
export function BrandLogo({ mini = false }: { mini?: boolean }) {
  const settings = useSession((s) => s.settings);
  const src = (mini ? settings?.logoMini || settings?.logo : settings?.logo) || null;
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) return <DefaultLogo mini={mini} />;
  return (
    <img
      src={src}
      alt="Logo"
      height={36}
      style={{ maxWidth: mini ? 40 : 160, objectFit: 'contain' }}
      onError={() => setBroken(src)}
    />
  );
}
