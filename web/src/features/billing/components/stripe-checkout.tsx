import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CreditCard, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';

// This module is imported lazily, and only when the server hands out a
// publishable key: in demo mode Stripe.js is never downloaded.
const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

interface StripeCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  planId: string;
  amountLabel: string;
}

/** Card payment with Stripe Elements (seed 000 §2, §4, §7). */
export default function StripeCheckout({ publishableKey, clientSecret, planId, amountLabel }: StripeCheckoutProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: '#3b82f6', borderRadius: '8px', fontFamily: 'Inter, system-ui, sans-serif' },
        },
      }}
    >
      <CheckoutForm planId={planId} amountLabel={amountLabel} />
    </Elements>
  );
}

function CheckoutForm({ planId, amountLabel }: { planId: string; amountLabel: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const ready = Boolean(stripe && elements);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Seed 000 §4: submit only once the provider and its elements are ready.
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    const returnUrl = `${window.location.origin}/payment-success?plan=${encodeURIComponent(planId)}`;
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    setProcessing(false);
    if (error) {
      toast({
        variant: 'destructive',
        title: 'Payment Failed',
        description: error.message ?? 'Your payment could not be completed.',
      });
      return;
    }
    toast({ title: 'Payment Successful', description: 'Your subscription has been activated!' });
    if (paymentIntent) navigate(`/payment-success?plan=${encodeURIComponent(planId)}`);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6" aria-label="Card payment">
      <PaymentElement />
      <Button type="submit" size="lg" variant="brand" className="w-full" disabled={!ready || processing}>
        {processing ? (
          <>
            <Spinner className="size-4 text-white" label="Processing payment" />
            Processing...
          </>
        ) : (
          <>
            <CreditCard aria-hidden="true" />
            Pay {amountLabel}
          </>
        )}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
        <Lock aria-hidden="true" className="size-3.5" />
        Payments are processed securely by Stripe.
      </p>
    </form>
  );
}
