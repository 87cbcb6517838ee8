import CPlaceholderGtkCalls
import XCTest

/// The GTK calls both toolkits' code shares (CPlaceholderGtkCalls, bound
/// to GTK's symbols) declare the toolkit's own layouts and values.
public final class SharedCallsBehaviour: BehaviourGroup {
    /// What `BehaviourHarness.headerValues` gives, by name.
    static let names = [
        "GtkTextIter size", "GtkTextIter alignment", "GdkRectangle size", "GdkRectangle alignment", "GTK_WRAP_WORD_CHAR",
        "GTK_JUSTIFY_FILL", "GTK_TEXT_DIR_RTL", "GTK_TEXT_WINDOW_WIDGET", "GTK_ORIENTATION_VERTICAL", "GDK_KEY_BackSpace",
        "GDK_KEY_Return", "GDK_KEY_Left", "GDK_KEY_Delete", "GDK_KEY_dead_acute", "GTK_MAJOR_VERSION", "GdkRGBA size",
    ]

    /// The shared declarations' values, in the same order.
    static let shared = [
        MemoryLayout<PtvGtkTextIter>.size, MemoryLayout<PtvGtkTextIter>.alignment, MemoryLayout<PtvGtkRectangle>.size,
        MemoryLayout<PtvGtkRectangle>.alignment, PTV_GTK_WRAP_WORD_CHAR, PTV_GTK_JUSTIFY_FILL, PTV_GTK_TEXT_DIR_RTL,
        PTV_GTK_TEXT_WINDOW_WIDGET, PTV_GTK_ORIENTATION_VERTICAL, PTV_GTK_KEY_BackSpace, PTV_GTK_KEY_Return,
        PTV_GTK_KEY_Left, PTV_GTK_KEY_Delete, PTV_GTK_KEY_dead_acute, Int(ptv_gtk_get_major_version()),
        ptv_gtk_get_major_version() >= 4
            ? MemoryLayout.size(ofValue: PtvGdkRGBA().gtk4) : MemoryLayout.size(ofValue: PtvGdkRGBA().gtk3),
    ]

    /// Every layout and value the shared header declares is the toolkit's.
    public func testSharedDeclarationsAreTheToolkitsOwn() throws {
        let toolkit = harness.headerValues
        XCTAssertEqual(toolkit.count, Self.names.count, harness.toolkitName)
        for (index, name) in Self.names.enumerated() where index < toolkit.count {
            XCTAssertEqual(Self.shared[index], toolkit[index], "\(name) in \(harness.toolkitName)")
        }
    }
}
