import { centsToDollars, MESSAGES, TOAST_SHORT_MS } from '@voosh/shared';
import { useState } from 'react';
import { useSession } from '../../session/useSession';
import { useToast } from '../../toast/useToast';
import { useAddToCart } from '../api/useAddToCart';
import { useRequestQuote } from '../api/useRequestQuote';
import type { Product } from '../api/types';
import { LoginRequiredDialog } from './LoginRequiredDialog';
import { hasPricing, productKind } from './productKind';

/**
 * The primary action of a product card or dialog: a visitor gets the Login Required dialog; a
 * signed-in user adds the product to the cart, or for a custom product requests a quote. A failed
 * add shows the server's text, or `addFailedText` always where the spec fixes one (Browse).
 */
export function useProductActions({ addFailedText }: { addFailedText?: string } = {}) {
  const { user } = useSession();
  const { toast } = useToast();
  const addToCart = useAddToCart();
  const requestQuote = useRequestQuote();
  const [login, setLogin] = useState({ open: false, text: '' });

  const failed = (error: unknown, fallback: string) =>
    toast({ title: MESSAGES.errorTitle, description: error instanceof Error ? error.message : fallback, variant: 'destructive' });

  function act(product: Product) {
    const kind = productKind(product);
    if (!user) {
      setLogin({ open: true, text: kind === 'custom' ? MESSAGES.loginRequiredQuoteText : MESSAGES.loginRequiredText });
      return;
    }
    if (kind === 'custom') {
      requestQuote.mutate(product.name, {
        onSuccess: () => toast({ title: MESSAGES.requestSubmittedTitle, description: MESSAGES.requestSubmittedText }),
        onError: (error) => failed(error, MESSAGES.paymentRequestFailed),
      });
      return;
    }
    if (!hasPricing(product) || product.monthlyCents === null) {
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.invalidProductData, variant: 'destructive' });
      return;
    }
    addToCart.mutate(
      { productName: product.name, quantity: 1, price: String(centsToDollars(product.monthlyCents)) },
      {
        onSuccess: () =>
          toast({
            title: MESSAGES.addedToCartTitle,
            description: `${product.name} has been added to your cart.`,
            duration: TOAST_SHORT_MS,
          }),
        onError: (error) =>
          addFailedText
            ? toast({ title: MESSAGES.errorTitle, description: addFailedText, variant: 'destructive' })
            : failed(error, MESSAGES.addToCartFailed),
      },
    );
  }

  const dialog = (
    <LoginRequiredDialog open={login.open} text={login.text} onClose={() => setLogin((current) => ({ ...current, open: false }))} />
  );
  return { act, busy: addToCart.isPending || requestQuote.isPending, signedIn: user !== null, dialog };
}
