import { Link } from 'react-router-dom';
import { paths, useSession } from '@pagora/shared/client/core';
import styles from './not-found.module.css';

/** In pt-BR (spec 000's English is a leftover); inside the app's frame when someone is signed in. */
export function NotFoundPage() {
  const signedIn = useSession((s) => Boolean(s.user && s.token));
  return (
    <main className={`${styles.page} ${signedIn ? styles.framed : ''}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Página não encontrada</h1>
      <p className={styles.text}>A página que você procura não existe ou foi movida.</p>
      <Link className={styles.link} to={paths.root.getHref()}>
        Voltar ao início
      </Link>
    </main>
  );
}
