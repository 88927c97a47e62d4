// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "BackGuard",
  // BackGuard's own words (the confirmation's buttons, the fallback "Back") are localized; English is the fallback.
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "BackGuard", targets: ["BackGuard"]),
    .library(name: "BackGuardCore", targets: ["BackGuardCore"]),
    .library(name: "BackGuardTesting", targets: ["BackGuardTesting"]),
    // For the example app's test targets (Examples/BackGuardExample/project.yml).
    .library(name: "BackGuardUIKitScenarios", targets: ["BackGuardUIKitScenarios"]),
    .library(name: "BackGuardUITestScripts", targets: ["BackGuardUITestScripts"]),
    .executable(name: "backguard-demo", targets: ["BackGuardDemo"]),
    .executable(name: "backguard-bench", targets: ["BackGuardBench"]),
  ],
  targets: [
    // The rules of going back. Pure Swift, Foundation at most; builds and is tested on Linux. It also holds BackGuard's
    // own words (`Resources/<language>.lproj/Localizable.strings`), so that Linux tests load every language.
    .target(name: "BackGuardCore", resources: [.process("Resources")]),
    // A simulated navigation controller that follows UIKit's call orders, for our tests and yours.
    .target(name: "BackGuardTesting", dependencies: ["BackGuardCore"]),
    // The UIKit and SwiftUI adapters (whole files under `#if canImport(UIKit)`), re-exporting the core.
    .target(name: "BackGuard", dependencies: ["BackGuardCore"]),
    // iOS-only scenario bodies driven by Tests/BackGuardUIKitTests; compiled by ios-sdk-check.
    .target(name: "BackGuardUIKitScenarios", dependencies: ["BackGuard"]),
    // The example app's UI tests as steps and expected outcomes behind a driver protocol; plain Swift, so the
    // scripts are compiled by ios-sdk-check and run on a simulated driver by `swift test`.
    .target(name: "BackGuardUITestScripts", dependencies: ["BackGuardCore"]),
    .executableTarget(name: "BackGuardDemo", dependencies: ["BackGuardCore", "BackGuardTesting"]),
    // A malloc counter (Linux/glibc) for the benchmark's allocation figures. Linked into backguard-bench only.
    .target(name: "BackGuardBenchSupport"),
    .executableTarget(
      name: "BackGuardBench", dependencies: ["BackGuardCore", "BackGuardTesting", "BackGuardBenchSupport"]),
    .testTarget(name: "BackGuardCoreTests", dependencies: ["BackGuardCore", "BackGuardTesting"]),
    .testTarget(name: "BackGuardModelTests", dependencies: ["BackGuardCore", "BackGuardTesting"]),
    .testTarget(
      name: "BackGuardUITestScriptsTests",
      dependencies: ["BackGuardUITestScripts", "BackGuardCore", "BackGuardTesting"]),
    .testTarget(name: "BackGuardUIKitTests", dependencies: ["BackGuard", "BackGuardUIKitScenarios"]),
  ],
  swiftLanguageModes: [.v6]
)
