#if canImport(UIKit)
  import UIKit
  import BackGuard
#endif
