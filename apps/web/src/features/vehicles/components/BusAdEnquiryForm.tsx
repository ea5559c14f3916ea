import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  BusAdEnquiryFormSchema,
  VEHICLE_MESSAGES,
  vehiclesApi,
  type BusAdEnquiryForm as EnquiryValues,
  formatPhone,
} from '@school-portal/contract';
import { showServerErrors, validateWith } from '../../../lib/forms';
import { call } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSchoolProfile } from '../api/school-profile';

/** A buyer's message to the seller and a phone to call back; the seller is notified and e-mailed. */
export function BusAdEnquiryForm({ advertisementId }: { advertisementId: string }) {
  const t = useT();
  const send = useMutation({
    mutationFn: (body: EnquiryValues) => call(vehiclesApi.enquire, { params: { advertisementId }, body }),
  });
  const form = useForm<EnquiryValues>({
    initialValues: { message: '', phone: '' },
    validate: validateWith(BusAdEnquiryFormSchema),
  });
  // The call-back phone starts as the school's (as a new ad's seller phone does), once, unless the buyer typed one.
  const school = useSchoolProfile().data;
  useEffect(() => {
    if (school?.phone && !form.getValues().phone) form.setFieldValue('phone', school.phone);
  }, [school]);
  if (send.isSuccess)
    return (
      <Alert color="teal" role="status" title={t(VEHICLE_MESSAGES.enquirySent)}>
        {t(/*i18n*/ 'The seller can call you back on {phone}.', { phone: formatPhone(send.data.enquiry.phone) })}
      </Alert>
    );
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        send.mutate(values, { onError: (err) => void showServerErrors(form, err, t(VEHICLE_MESSAGES.enquiryFailed)) }),
      )}
      noValidate
    >
      <Stack gap="sm">
        <Text fw={600}>{t(/*i18n*/ 'Contact the seller')}</Text>
        <Textarea
          label={t(/*i18n*/ 'Message')}
          placeholder={t(/*i18n*/ 'When can we see the bus?')}
          required
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('message')}
        />
        <TextInput
          label={t(/*i18n*/ 'Your phone')}
          description={t(/*i18n*/ 'The seller calls you back on this number')}
          type="tel"
          required
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t(/*i18n*/ 'Send enquiry')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
