/// Front ends need one import: the workbench, with the reports it writes.
@_exported import Reports
