#if canImport(UIKit)
  import XCTest
#endif
