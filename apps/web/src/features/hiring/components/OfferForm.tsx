import { Button, NumberInput, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  HIRING_MESSAGES,
  hiringApi,
  OfferFormSchema,
  todayInIndia,
  type OfferForm as Values,
} from '@school-portal/contract';
import { DateField } from '../../../components/DateField';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/i18n';

/** The school's offer: position, monthly pay in rupees, joining date; the letter is printed from it. */
export function OfferForm({ applicationId, position }: { applicationId: string; position: string }) {
  const t = useT();
  const send = useEndpointMutation(hiringApi.offer, hiringApi.desk);
  const form = useForm<Values>({
    initialValues: { position, monthlyPay: '', joiningDate: '', note: '' },
    validate: validateWith(OfferFormSchema),
  });
  const submit = form.onSubmit((values) =>
    send.mutate(
      { params: { applicationId }, body: values },
      {
        onSuccess: (res) => notify({ color: 'green', message: res.message }),
        onError: (err) => showServerErrors(form, err, t(HIRING_MESSAGES.sendFailed)),
      },
    ),
  );
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t(/*i18n*/ 'Send an offer')}
          </Title>
          <TextInput label={t(/*i18n*/ 'Position')} required {...form.getInputProps('position')} />
          <NumberInput
            label={t(/*i18n*/ 'Monthly pay (₹)')}
            required
            min={1}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            allowDecimal={false}
            {...form.getInputProps('monthlyPay')}
          />
          <DateField
            label={t(/*i18n*/ 'Joining date')}
            required
            min={todayInIndia()}
            {...form.getInputProps('joiningDate')}
          />
          <Textarea
            label={t(/*i18n*/ 'Note in the letter (optional)')}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('note')}
          />
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-end' }}>
            {t(/*i18n*/ 'Send offer')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
