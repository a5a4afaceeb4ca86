import { DATA_EXPORT_TEXTS } from '@voosh/shared';
import { useParams } from 'react-router-dom';
import { CustomerPage } from '../../../components/CustomerPage';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { useDataExport } from '../api/dataExports';
import { DataExportStatus } from '../components/DataExportStatus';

/** /customer/profile/data-exports/:id, where the e-mailed link lands: the copy's state and its download. */
export function DataExportPage() {
  const { id = '' } = useParams();
  const dataExport = useDataExport(id);
  return (
    <CustomerPage title={DATA_EXPORT_TEXTS.pageTitle} maxWidth="sm">
      {dataExport.isPending ? (
        <PageLoading />
      ) : dataExport.isError ? (
        <LoadError error={dataExport.error} />
      ) : (
        <DataExportStatus dataExport={dataExport.data} />
      )}
    </CustomerPage>
  );
}
