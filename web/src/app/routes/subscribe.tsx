import { PlanSelection } from '@/features/billing/components/plan-selection';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function SubscribeRoute() {
  useDocumentTitle('Choose your plan');
  return <PlanSelection />;
}
