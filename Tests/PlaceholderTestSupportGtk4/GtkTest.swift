import XCTest

/// Runs a widget test body on the main actor after initialising GTK; fails
/// the test (never skips it) when no display can be had.
public func gtkTest(
    file: StaticString = #filePath, line: UInt = #line, _ body: @MainActor () throws -> Void
) rethrows {
    try toolkitTest(initialize: GtkHarness.initialize, failure: "no X11 display with XTEST: run the GTK 4 widget tests under Xvfb (xvfb-run -a swift test)", file: file, line: line, body)
}
