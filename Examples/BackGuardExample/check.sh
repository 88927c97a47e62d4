#!/bin/sh
# Type-checks the example app's sources against the real iOS SDK and the package's built modules (BackGuard, and
# BackGuardUITestScripts for the UI-test mode). The test targets' sources (HostedTests, UITests) need XCTest for iOS
# and are not checked here.
# ios-sdk-check type-checks each --file on its own, and the app's files refer to each other, so they are joined
# into one file first (they are one module in the app too). Run from anywhere:
#   Examples/BackGuardExample/check.sh
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${TMPDIR:-/tmp}/BackGuardExampleAllSources.swift
: > "$OUT"
for f in "$HERE"/Sources/*.swift; do
  printf '// ---- %s\n' "$(basename "$f")" >> "$OUT"
  # The imports repeat harmlessly; every file keeps its own.
  cat "$f" >> "$OUT"
done
CHECK=${IOS_SDK_CHECK:-$HERE/../../../shared/tools/ios-sdk-check}
cd "$HERE/../.." && "$CHECK" --target BackGuard --target BackGuardUITestScripts --file "$OUT"
