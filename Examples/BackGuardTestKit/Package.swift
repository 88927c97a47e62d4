// swift-tools-version: 6.2
import PackageDescription

// The example app's test kit, kept out of the products of BackGuard itself (apps that add BackGuard see BackGuard,
// BackGuardSwiftUI, BackGuardCore and BackGuardTesting only). Examples/BackGuardExample/project.yml links these two libraries into the
// example app and its test targets. `swift test --package-path Examples/BackGuardTestKit` runs the UI-test scripts
// on BackGuardTesting's simulated controller; ios-sdk-check compiles both libraries for iOS (see .ci/run).
let package = Package(
  name: "BackGuardTestKit",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "BackGuardUIKitScenarios", targets: ["BackGuardUIKitScenarios"]),
    .library(name: "BackGuardUITestScripts", targets: ["BackGuardUITestScripts"]),
  ],
  dependencies: [
    // This repository's root package. `name:` keeps `package: "BackGuard"` below valid whatever the clone's folder is
    // called: a path dependency's identity is otherwise its folder's name.
    .package(name: "BackGuard", path: "../..")
  ],
  targets: [
    // iOS-only scenario bodies, run inside the example app by its hosted test target (BackGuardExampleHostedTests)
    // and by Tests/BackGuardUIKitTests. Some put SwiftUI's `.backGuard` in UIKit containers: BackGuardSwiftUI.
    .target(
      name: "BackGuardUIKitScenarios",
      dependencies: [
        .product(name: "BackGuard", package: "BackGuard"),
        .product(name: "BackGuardSwiftUI", package: "BackGuard"),
      ]),
    // The example app's UI tests as steps and expected outcomes behind a driver protocol; plain Swift, so the
    // scripts are compiled by ios-sdk-check and run on a simulated driver by `swift test`.
    .target(
      name: "BackGuardUITestScripts",
      dependencies: [.product(name: "BackGuardCore", package: "BackGuard")]),
    .testTarget(
      name: "BackGuardUITestScriptsTests",
      dependencies: [
        "BackGuardUITestScripts",
        .product(name: "BackGuardCore", package: "BackGuard"),
        .product(name: "BackGuardTesting", package: "BackGuard"),
      ]),
    // The older package XCTest suite of the UIKit scenarios, without a host app (iOS only; empty elsewhere).
    .testTarget(
      name: "BackGuardUIKitTests",
      dependencies: ["BackGuardUIKitScenarios", .product(name: "BackGuard", package: "BackGuard")]),
  ],
  swiftLanguageModes: [.v6]
)
