import { Link } from 'react-router-dom';
import { paths } from '@pagora/shared/client/core';
import styles from './not-found.module.css';

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.text}>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Link className={styles.link} to={paths.root.getHref()}>
        Back to Home
      </Link>
    </main>
  );
}
