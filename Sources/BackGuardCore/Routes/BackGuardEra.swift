/// The iOS versions whose UIKit differs for going back.
@_spi(TestKit) public enum BackGuardEra: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  /// iOS 15: no `backAction`; taps reach `navigationBar(_:shouldPop:)`.
  case iOS15 = 15
  /// iOS 16: `backAction`; no `accessibilityPerformEscapeBlock`.
  case iOS16 = 16
  /// iOS 17: `accessibilityPerformEscapeBlock`.
  case iOS17 = 17
  /// iOS 18: zoom transitions (`interactiveDismissShouldBegin`), `UITab`.
  case iOS18 = 18
  /// iOS 26: the full-width content swipe (`interactiveContentPopGestureRecognizer`).
  case iOS26 = 26
  /// iOS 27: a window scene's closure confirmation (`UIWindowScene.closureConfirmation`), which a window close on
  /// iPadOS and Mac Catalyst shows. Built against its public names at run time, not verified on a device.
  case iOS27 = 27

  /// The era of an iOS major version: versions between two eras belong to the earlier one.
  ///
  /// ```swift
  /// let era = BackGuardEra(majorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
  /// ```
  ///
  /// - Parameter majorVersion: For example 17.
  public init(majorVersion: Int) {
    self = Self.allCases.last { $0.rawValue <= majorVersion } ?? .iOS15
  }

  /// Whether a back-button tap goes through `UINavigationItem.backAction` (iOS 16+).
  package var hasBackAction: Bool { self >= .iOS16 }
  /// Whether a view and a controller can take VoiceOver's escape as a block (iOS 17+).
  package var hasEscapeBlock: Bool { self >= .iOS17 }
  /// Whether screens can be pushed with the zoom transition, whose dismissal is a route (iOS 18+).
  package var hasZoomTransition: Bool { self >= .iOS18 }
  /// Whether the full-width content swipe exists (iOS 26+).
  public var hasContentSwipe: Bool { self >= .iOS26 }
  /// Whether a window close can ask first, with the scene's closure confirmation (iOS 27+).
  package var hasWindowClosureConfirmation: Bool { self >= .iOS27 }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "iOS \(rawValue)" }
}
