// An offer's form: the 10% deposit line follows the amount typed.
import { useEffect } from 'react';
import { offerDeposit } from '../../domain/forms/deposit';
import { type FormKind, hasField } from '../../domain/forms/schemas';
import { typedWholeNumber } from '../../domain/forms/typed-whole-number';
import { formatPrice } from '../../domain/values/money';
import { fillTemplate } from '../../i18n/fill-template';
import type { Locale } from '../../i18n/locales';

/** Keeps the form's `[data-deposit]` line in step with its offer amount, with `template`'s {{amount}}. */
export function useDepositLine(
  form: HTMLFormElement | null,
  kind: FormKind,
  locale: Locale,
  template: string,
): void {
  useEffect(() => {
    if (form === null || !hasField(kind, 'offerAmount')) return;
    const amount = form.querySelector<HTMLInputElement>('[name="offerAmount"]');
    const line = form.querySelector<HTMLElement>('[data-deposit]');
    if (amount === null || line === null) return;
    const update = () => {
      const deposit =
        amount.value.trim() === '' ? undefined : offerDeposit(Number(typedWholeNumber(amount.value)));
      line.hidden = deposit === undefined;
      line.textContent =
        deposit === undefined ? '' : fillTemplate(template, { amount: formatPrice(deposit, locale) });
    };
    // The visitor may have typed before the island took over.
    update();
    amount.addEventListener('input', update);
    return () => amount.removeEventListener('input', update);
  }, [form, kind, locale, template]);
}
