import XCTest

/// Runs a widget test body on the main actor after `initialize` set up the
/// toolkit; fails the test (never skips it) with `failure` when it could
/// not: CI always has a display.
public func toolkitTest(
    initialize: @MainActor () -> Bool, failure: String, file: StaticString, line: UInt,
    _ body: @MainActor () throws -> Void
) rethrows {
    try MainActor.assumeIsolated {
        guard initialize() else {
            // Which display it was told to use: a server that died or refused
            // the cookie and a missing DISPLAY call for different fixes.
            let display = getenv("DISPLAY").map { String(cString: $0) } ?? "unset"
            return XCTFail("\(failure) (DISPLAY: \(display))", file: file, line: line)
        }
        try body()
    }
}
