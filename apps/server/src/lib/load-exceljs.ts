/**
 * ExcelJS on first use. With the ZIP libraries it brings (archiver, jszip, unzipper) it was the
 * largest part of the server's start: about 0.3 s of CPU and its heap, held by every process,
 * although only exports write workbooks.
 */
export const loadExcelJs = async () => (await import('exceljs')).default;
