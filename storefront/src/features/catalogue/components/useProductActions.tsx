import { centsToDollars, MESSAGES, QUANTITY_MIN, TOAST_SHORT_MS } from '@voosh/shared';
import { lazy, Suspense, useState } from 'react';
import { failureText } from '../../../lib/failureText';
import { useSession } from '../../../lib/session/useSession';
import { useToast } from '../../../lib/toast/useToast';
import { useAddToCart } from '../../cart/api/useAddToCart';
import type { Product } from '../api/types';
import { hasPricing, productKind } from './productKind';

// The dialogs' code (MUI's dialog, the quote form's fields) loads with the first press that opens
// one: no page needs it to show.
const LoginRequiredDialog = lazy(() => import('./LoginRequiredDialog').then((module) => ({ default: module.LoginRequiredDialog })));
const QuoteRequestDialog = lazy(() => import('./QuoteRequestDialog').then((module) => ({ default: module.QuoteRequestDialog })));

/**
 * The primary action of a product card or dialog: a visitor gets the Login Required dialog; a
 * signed-in user adds the product to the cart, or for a custom product opens the quote dialog. A
 * failed add shows the server's text, else (no answer) the fixed 'Failed to add item to cart', or
 * `addFailedText` always where a page fixes one (Browse, the product page).
 */
export function useProductActions({ addFailedText }: { addFailedText?: string } = {}) {
  const { user } = useSession();
  const { toast } = useToast();
  const addToCart = useAddToCart();
  const [login, setLogin] = useState({ open: false, text: '' });
  const [quote, setQuote] = useState<Product | null>(null);
  // Stay mounted once opened, so that they can fade out when closed.
  const [dialogsUsed, setDialogsUsed] = useState(false);

  const addFailed = (error: unknown) =>
    toast({
      title: MESSAGES.errorTitle,
      description: addFailedText ?? failureText(error, MESSAGES.addToCartFailed, MESSAGES.addToCartFailed),
      variant: 'destructive',
    });

  function act(product: Product, quantity = QUANTITY_MIN) {
    const kind = productKind(product);
    if (!user) {
      setDialogsUsed(true);
      setLogin({ open: true, text: kind === 'custom' ? MESSAGES.loginRequiredQuoteText : MESSAGES.loginRequiredText });
      return;
    }
    if (kind === 'custom') {
      setDialogsUsed(true);
      setQuote(product);
      return;
    }
    if (!hasPricing(product) || product.monthlyCents === null) {
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.invalidProductData, variant: 'destructive' });
      return;
    }
    addToCart.mutate(
      { productName: product.name, quantity, price: String(centsToDollars(product.monthlyCents)) },
      {
        onSuccess: () =>
          toast({
            title: MESSAGES.addedToCartTitle,
            description: `${product.name} has been added to your cart.`,
            duration: TOAST_SHORT_MS,
          }),
        onError: addFailed,
      },
    );
  }

  const dialog = dialogsUsed && (
    <Suspense fallback={null}>
      <LoginRequiredDialog open={login.open} text={login.text} onClose={() => setLogin((current) => ({ ...current, open: false }))} />
      <QuoteRequestDialog product={quote} onClose={() => setQuote(null)} />
    </Suspense>
  );
  return { act, busy: addToCart.isPending, signedIn: user !== null, dialog };
}
