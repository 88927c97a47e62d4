// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "BackGuard",
  // BackGuard's own words (the confirmation's buttons, the fallback "Back") are localized; English is the fallback.
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "BackGuard", targets: ["BackGuard"]),
    // The SwiftUI layer (`.backGuard`, `BackGuardStack`, `BackConfirmation`), re-exporting BackGuard: a UIKit-only app
    // that links BackGuard alone keeps none of SwiftUI's code.
    .library(name: "BackGuardSwiftUI", targets: ["BackGuardSwiftUI"]),
    .library(name: "BackGuardCore", targets: ["BackGuardCore"]),
    .library(name: "BackGuardTesting", targets: ["BackGuardTesting"]),
    // The example app's test kit (UIKit scenarios, UI-test scripts) is a package of its own, Examples/BackGuardTestKit,
    // so that apps adding BackGuard see only the four libraries above.
    .executable(name: "backguard-demo", targets: ["BackGuardDemo"]),
    .executable(name: "backguard-bench", targets: ["BackGuardBench"]),
  ],
  targets: [
    // The rules of going back. Pure Swift, Foundation at most; builds and is tested on Linux. It also holds BackGuard's
    // own words (`Resources/<language>.lproj/Localizable.strings`), so that Linux tests load every language.
    .target(name: "BackGuardCore", resources: [.process("Resources")]),
    // A simulated navigation controller that follows UIKit's call orders, for our tests and yours.
    .target(name: "BackGuardTesting", dependencies: ["BackGuardCore"]),
    // The UIKit adapter (whole files under `#if canImport(UIKit)`), re-exporting the core. It imports no SwiftUI.
    .target(name: "BackGuard", dependencies: ["BackGuardCore"]),
    // The SwiftUI adapter (whole files under `#if canImport(UIKit) && canImport(SwiftUI)`), re-exporting BackGuard, so
    // a SwiftUI app writes one import: `import BackGuardSwiftUI`.
    .target(name: "BackGuardSwiftUI", dependencies: ["BackGuard"]),
    .executableTarget(name: "BackGuardDemo", dependencies: ["BackGuardCore", "BackGuardTesting"]),
    // A malloc counter (Linux/glibc) for the benchmark's allocation figures. Linked into backguard-bench only.
    .target(name: "BackGuardBenchSupport"),
    .executableTarget(
      name: "BackGuardBench", dependencies: ["BackGuardCore", "BackGuardTesting", "BackGuardBenchSupport"]),
    .testTarget(name: "BackGuardCoreTests", dependencies: ["BackGuardCore", "BackGuardTesting"]),
    .testTarget(name: "BackGuardModelTests", dependencies: ["BackGuardCore", "BackGuardTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
