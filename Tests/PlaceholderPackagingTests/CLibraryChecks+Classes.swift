import Foundation
import PlaceholderTestImaging
import XCTest

extension CLibraryChecks {
    /// `C/tests/test-ptv-classes.c`: the class structs of GtkTextView, an
    /// app's subclass, GtkSourceView's view and (GTK 3) GtkTextView's
    /// accessible are byte for byte the same before any placeholder, while
    /// placeholders show with every option on, and after they are gone.
    func classStructsAreNeverWritten() throws {
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let program = output.appendingPathComponent("test-ptv-classes").path
        try compileC(["test-ptv-classes.c"], into: program, packages: [gtk == 3 ? "gtksourceview-4" : "gtksourceview-5"])
        let run = try runChildProcess(program, [], environment: installed.environment)
        assertAllChecksPassed(run)
    }
}
