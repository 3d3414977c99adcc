import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useMoney } from '@wl/core';
import type { ExportTable } from './export/export-table.js';

interface ExportActionsProps {
  /** Every row of the filtered range as a file's table (all pages are fetched first). */
  loadTable: () => Promise<ExportTable>;
  /** Opens the printable statement of the filtered range (none: no print button). */
  onPrint?: (() => void) | undefined;
  disabled: boolean;
}

/**
 * Export of the whole filtered range as CSV or .xlsx, and the printable statement. The file code
 * (and the spreadsheet library) loads only when someone exports. docs/product/agent.md#exports
 */
export function ExportActions({ loadTable, onPrint, disabled }: ExportActionsProps) {
  const { t } = useTranslation();
  const { minorUnits } = useMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);

  const save = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    setError(undefined);
    try {
      const [table, { saveReport }] = await Promise.all([
        loadTable(),
        import('./export/save-report.js'),
      ]);
      await saveReport(table, format, minorUnits);
    } catch (problem) {
      setError(problem);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className="mb-3 flex flex-wrap items-center gap-2"
      role="group"
      aria-label={t('tableExport.label')}
    >
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={disabled || busy}
        onClick={() => void save('csv')}
      >
        {t('tableExport.csv')}
      </button>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={disabled || busy}
        onClick={() => void save('xlsx')}
      >
        {t('tableExport.xlsx')}
      </button>
      {onPrint && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={disabled}
          onClick={onPrint}
        >
          {t('tableExport.print')}
        </button>
      )}
      {busy && (
        <span role="status" className="text-sm opacity-80">
          {t('tableExport.busy')}
        </span>
      )}
      {error !== undefined && (
        <p role="alert" className="w-full text-sm text-error">
          {errorMessage(error, t)}
        </p>
      )}
    </div>
  );
}
