import { useParams } from 'react-router-dom';
import { PageHeader } from '@pagora/shared/ui';

export function SellerReportPage() {
  const { sellerId = '' } = useParams();
  return <PageHeader title="Relatório do Vendedor" subtitle={`ID ${sellerId}`} />;
}
