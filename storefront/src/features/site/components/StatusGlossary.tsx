import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PURCHASE_REQUEST_STATUS_TEXT, PURCHASE_REQUEST_STATUSES } from '@voosh/shared';
import { StatusBadge } from '../../../components/StatusBadge';

/** Every purchase-request status with what it means to the customer. */
export function StatusGlossary() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Order statuses">
        <TableHead>
          <TableRow>
            <TableCell>Status</TableCell>
            <TableCell>What it means</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PURCHASE_REQUEST_STATUSES.map((status) => (
            <TableRow key={status}>
              <TableCell>
                <StatusBadge status={status} />
              </TableCell>
              <TableCell>{PURCHASE_REQUEST_STATUS_TEXT[status]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
