import { PaymentSuccess } from '@/features/billing/components/payment-success';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function PaymentSuccessRoute() {
  useDocumentTitle("You're all set");
  return <PaymentSuccess />;
}
