import { useState } from 'react';
import { Anchor, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  productsApi,
  SUPPLIER_MESSAGES,
  suppliersApi,
  type Supplier,
  formatPhone,
  phoneHref,
} from '@school-portal/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LabeledValue } from '../../../components/LabeledValue';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { hrefOf, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useDeleteSupplier } from '../api/delete-supplier';
import { CategoryBadges } from '../components/CategoryBadges';
import { EnquiryDialog } from '../components/EnquiryDialog';
import { serviceAreaText } from '../components/service-area';
import { SupplierProducts } from '../components/SupplierProducts';
import { placeOf } from '../../../lib/place';

export function SupplierDetailPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const supplier = useQuery(endpointQuery(suppliersApi.get, { params: { id } }));
  if (supplier.isPending) return <Loading label={t(/*i18n*/ 'Loading supplier')} />;
  if (supplier.isError)
    return (
      <>
        <PageHeader title={t(/*i18n*/ 'Supplier Details')} />
        <LoadError message={t(SUPPLIER_MESSAGES.detailFailed)} onRetry={() => void supplier.refetch()} />
      </>
    );
  return <SupplierDetails supplier={supplier.data} />;
}

function SupplierDetails({ supplier: s }: { supplier: Supplier }) {
  const t = useT();
  const role = useSession()?.role;
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteSupplier();
  // The count the delete dialog warns about.
  const productCount =
    useQuery(endpointQuery(productsApi.list, { query: { supplierId: s._id, page: 1, limit: 1 } })).data?.total ?? 0;

  const confirmDelete = () =>
    remove.mutate(s._id, {
      onSuccess: ({ message }) => {
        notify({ color: 'teal', message: t(message) });
        void navigate(paths.suppliers.browse);
      },
      onError: (err) => notify({ color: 'red', message: errorMessage(err, t(SUPPLIER_MESSAGES.deleteFailed)) }),
    });

  return (
    <>
      <PageHeader
        title={s.name}
        description={t(/*i18n*/ 'Supplier Details')}
        actions={
          <Group gap="sm">
            {role === 'instituteAdmin' ? (
              <Button leftSection={<IconMail size={16} />} onClick={() => setAsking(true)}>
                {t(/*i18n*/ 'Ask for a Quote')}
              </Button>
            ) : null}
            {role === 'superAdmin' ? (
              <>
                <Button
                  component={Link}
                  to={`${paths.products.add}?${new URLSearchParams({ supplierId: s._id, supplierName: s.name }).toString()}`}
                  variant="default"
                  leftSection={<IconPlus size={16} />}
                >
                  {t(/*i18n*/ 'Add Product')}
                </Button>
                <Button
                  component={Link}
                  to={hrefOf(paths.suppliers.edit, s._id)}
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                >
                  {t(/*i18n*/ 'Edit')}
                </Button>
                <Button
                  variant="default"
                  c="red.8"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setDeleting(true)}
                >
                  {t(/*i18n*/ 'Delete')}
                </Button>
              </>
            ) : null}
          </Group>
        }
      />
      <Paper withBorder radius="md" p="lg" mb="lg">
        <Stack>
          <Group align="flex-start" wrap="nowrap">
            <Avatar
              src={s.logoUrl}
              alt={s.logoUrl ? t(/*i18n*/ 'Logo of {supplier}', { supplier: s.name }) : undefined}
              size={88}
              radius="md"
              color="teal"
            >
              {s.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={6}>
              <CategoryBadges categories={s.categories} />
              {s.active ? null : (
                <Badge color="gray" variant="dot">
                  {t(/*i18n*/ 'Hidden from institutes')}
                </Badge>
              )}
              {s.description ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {s.description}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <LabeledValue label={t(/*i18n*/ 'Contact person')} value={s.contactPerson} />
            <LabeledValue
              label={t(/*i18n*/ 'Phone')}
              value={<Anchor href={phoneHref(s.phone)}>{formatPhone(s.phone)}</Anchor>}
            />
            <LabeledValue label={t(/*i18n*/ 'Email')} value={<Anchor href={`mailto:${s.email}`}>{s.email}</Anchor>} />
            <LabeledValue
              label={t(/*i18n*/ 'Website')}
              value={
                s.website ? (
                  <Anchor href={s.website} target="_blank" rel="noopener noreferrer">
                    {s.website.replace(/^https?:\/\//, '')}
                  </Anchor>
                ) : (
                  '—'
                )
              }
            />
            <LabeledValue label={t(/*i18n*/ 'GSTIN')} value={s.gstin ?? '—'} />
            <LabeledValue label={t(/*i18n*/ 'Location')} value={placeOf(s.district, s.state)} />
            <LabeledValue label={t(/*i18n*/ 'Address')} value={s.address} />
            <LabeledValue label={t(/*i18n*/ 'Delivers to')} value={serviceAreaText(s, true)} />
          </SimpleGrid>
        </Stack>
      </Paper>

      <Title order={2} size="h4" mb="sm">
        {t(/*i18n*/ 'Products')}
      </Title>
      <SupplierProducts supplierId={s._id} />

      {role === 'instituteAdmin' ? (
        <EnquiryDialog supplier={s} opened={asking} onClose={() => setAsking(false)} />
      ) : null}
      <ConfirmDialog
        opened={deleting}
        title={t(/*i18n*/ 'Delete Supplier')}
        confirmLabel={t(/*i18n*/ 'Delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      >
        {productCount > 0
          ? t(
              /*i18n*/ 'Delete {supplier} and its {count, plural, one {# product} other {# products}}? They are removed from the catalogue together, images included. Enquiries already sent keep their copy.',
              { supplier: s.name, count: productCount },
            )
          : t(/*i18n*/ 'Delete {supplier}? Enquiries already sent keep their copy.', { supplier: s.name })}
      </ConfirmDialog>
    </>
  );
}
