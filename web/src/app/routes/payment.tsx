import { PaymentPage } from '@/features/billing/components/payment-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function PaymentRoute() {
  useDocumentTitle('Payment');
  return <PaymentPage />;
}
