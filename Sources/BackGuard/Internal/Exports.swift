@_exported import BackGuardCore
