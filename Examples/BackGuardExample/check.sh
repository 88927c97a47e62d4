#!/bin/sh
# Type-checks the example app's sources against the real iOS SDK and the modules they import: BackGuard and
# BackGuardSwiftUI, and BackGuardUITestScripts for the UI-test mode. All are built from the test kit's package
# (../BackGuardTestKit), which depends on this repository's package: BackGuardUIKitScenarios brings BackGuard and
# BackGuardSwiftUI with it. The test targets'
# sources (HostedTests, UITests) need XCTest for iOS and are not checked here (.ci/run checks them with
# --xctest-file).
# ios-sdk-check type-checks each --file on its own, and the app's files refer to each other, so they are joined
# into one file first (they are one module in the app too). Run from anywhere:
#   Examples/BackGuardExample/check.sh
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
# A fresh folder per run, so two checks at once (two worktrees) never write the same file.
OUT=$(mktemp -d "${TMPDIR:-/tmp}/backguard-example.XXXXXX")/BackGuardExampleAllSources.swift
: > "$OUT"
for f in "$HERE"/Sources/*.swift; do
  printf '// ---- %s\n' "$(basename "$f")" >> "$OUT"
  # The imports repeat harmlessly; every file keeps its own.
  cat "$f" >> "$OUT"
done
CHECK=${IOS_SDK_CHECK:-$HERE/../../../shared/tools/ios-sdk-check}
"$CHECK" --package "$HERE/../BackGuardTestKit" --target BackGuardUIKitScenarios --target BackGuardUITestScripts \
  --file "$OUT"
