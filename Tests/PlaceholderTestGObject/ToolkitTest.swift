import XCTest

/// Runs a widget test body on the main actor after `initialize` set up the
/// toolkit; fails the test (never skips it) with `failure` when it could
/// not: CI always has a display.
public func toolkitTest(
    initialize: @MainActor () -> Bool, failure: String, file: StaticString, line: UInt,
    _ body: @MainActor () throws -> Void
) rethrows {
    try MainActor.assumeIsolated {
        guard initialize() else { return XCTFail(failure, file: file, line: line) }
        try body()
    }
}
