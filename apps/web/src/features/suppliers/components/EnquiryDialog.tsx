import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENQUIRY_MESSAGES,
  EnquiryFormSchema,
  PRODUCT_MESSAGES,
  productsApi,
  profilesApi,
  quantityIn,
  suppliersApi,
  type EnquiryForm,
  type Product,
  type StateCode,
  type Supplier,
} from '@school-portal/contract';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { StateDistrictFields } from '../../../components/StateDistrictFields';
import { ApiError, call, errorMessage } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';
import { formatRupees } from '../../../lib/format';
import { issuesToErrors } from '../../../lib/forms';
import { t, useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { Dialog } from '../../../components/Dialog';

interface Values {
  /** Quantity by product id; empty for products not wanted. */
  quantities: Record<string, number | string>;
  state: string;
  district: string;
  message: string;
}

/** The products an enquiry can list: the supplier's first hundred (a supplier of schools rarely has more). */
const MAX_LISTED = 100;

function bodyOf(values: Values): EnquiryForm {
  const items = Object.entries(values.quantities)
    .filter(([, q]) => q !== '' && q !== 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
  return {
    items,
    deliveryState: values.state as StateCode,
    deliveryDistrict: values.district,
    message: values.message,
  };
}

/** The call's field names as this form's: an item's quantity sits under its product's input. */
function formErrors(errors: Record<string, string>, body: EnquiryForm): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const item = /^items\.(\d+)\./.exec(path);
    const productId = item ? body.items[Number(item[1])]?.productId : undefined;
    const key = productId
      ? `quantities.${productId}`
      : path === 'deliveryState'
        ? 'state'
        : path === 'deliveryDistrict'
          ? 'district'
          : path;
    mapped[key] ??= message;
  }
  return mapped;
}

/** Quantities below a product's minimum order, by the form's field: checked before sending (the server checks again). */
export function belowMinimum(values: Values, products: readonly Product[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of products) {
    const q = values.quantities[p._id];
    if (typeof q === 'number' && q > 0 && q < p.minOrderQty)
      errors[`quantities.${p._id}`] = t(/*i18n*/ 'The minimum order is {quantity}.', {
        quantity: quantityIn(t, p.minOrderQty, p.unit),
      });
  }
  return errors;
}

export function EnquiryDialog({
  supplier,
  opened,
  onClose,
}: {
  supplier: Supplier;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const products = useQuery({
    ...endpointQuery(productsApi.list, { query: { supplierId: supplier._id, page: 1, limit: MAX_LISTED } }),
    enabled: opened,
  });
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (body: EnquiryForm) => call(suppliersApi.sendEnquiry, { params: { id: supplier._id }, body }),
    onSuccess: () => invalidate(queryClient, suppliersApi.enquiries),
  });
  const form = useForm<Values>({
    initialValues: { quantities: {}, state: '', district: '', message: '' },
    validate: (values) => {
      const body = bodyOf(values);
      const result = EnquiryFormSchema.safeParse(body);
      const minimums = belowMinimum(values, products.data?.items ?? []);
      return { ...(result.success ? {} : formErrors(issuesToErrors(result.error.issues), body)), ...minimums };
    },
  });

  // The delivery place starts as the school's own (its profile), while the admin has not chosen one.
  const userId = useSession()?.userId ?? '';
  const profile = useQuery({
    ...endpointQuery(profilesApi.instituteProfile, { params: { userId } }),
    enabled: opened && !!userId,
  });
  const { state: homeState, district: homeDistrict } = profile.data ?? {};
  useEffect(() => {
    if (!opened || !homeState || form.getValues().state) return;
    form.setValues({ state: homeState, district: homeDistrict ?? '' });
  }, [opened, homeState, homeDistrict]);

  const close = () => {
    form.reset();
    send.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    const body = bodyOf(values);
    send.mutate(body, {
      onSuccess: ({ message }) => {
        notify({ color: 'teal', message: t(message) });
        close();
      },
      onError: (err) => {
        const fields = err instanceof ApiError ? formErrors(err.fieldErrors, body) : {};
        if (Object.keys(fields).length) form.setErrors(fields);
        else notify({ color: 'red', message: errorMessage(err, t(ENQUIRY_MESSAGES.sendFailed)) });
      },
    });
  });

  const quantityOf = (p: Product) => (
    <Paper key={p._id} withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text size="sm" fw={500}>
            {p.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t(/*i18n*/ '{price} / {unit} · minimum order {quantity}', {
              price: formatRupees(p.price),
              unit: t(p.unit),
              quantity: quantityIn(t, p.minOrderQty, p.unit),
            })}
          </Text>
        </div>
        <NumberInput
          aria-label={t(/*i18n*/ 'Quantity of {product}', { product: p.name })}
          placeholder={t(/*i18n*/ 'Quantity ({unit})', { unit: t(p.unit) })}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          w={170}
          {...form.getInputProps(`quantities.${p._id}`)}
        />
      </Group>
    </Paper>
  );

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={t(/*i18n*/ 'Ask {supplier} for a quote', { supplier: supplier.name })}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t(
              /*i18n*/ 'Enter the quantity of each product you need. The supplier receives your enquiry by e-mail and replies to your address.',
            )}
          </Text>
          {products.isPending ? (
            <Loading label={t(/*i18n*/ 'Loading products')} />
          ) : products.isError ? (
            <LoadError message={t(PRODUCT_MESSAGES.fetchFailed)} onRetry={() => void products.refetch()} />
          ) : products.data.items.length === 0 ? (
            <Alert color="gray">{t(/*i18n*/ 'This supplier has no products listed yet.')}</Alert>
          ) : (
            <Stack gap="xs">{products.data.items.map(quantityOf)}</Stack>
          )}
          {form.errors.items ? (
            <Text c="red" size="sm" role="alert">
              {form.errors.items}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <StateDistrictFields form={form} required />
          </SimpleGrid>
          <Textarea
            label={t(/*i18n*/ 'Message')}
            placeholder={t(/*i18n*/ 'Delivery dates, specifications, anything the supplier should know')}
            autosize
            minRows={3}
            maxLength={2000}
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={send.isPending}>
              {t(/*i18n*/ 'Cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t(/*i18n*/ 'Send Enquiry')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
