@_exported import BackGuard
