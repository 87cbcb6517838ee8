import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// Each view's layer is one widget; the nodes of GtkEntry's placeholder
/// (`entry > text > placeholder`) are lent to it while its style is read, so every view
/// still takes the style GtkEntry's placeholder would take where it is.
final class StyleChainTests: XCTestCase {
    /// An app rule for GtkEntry's placeholder under an ancestor's class:
    /// the view inside that ancestor takes it, as the GtkEntry beside it
    /// does, and the view outside does not; with the class gone, the view
    /// takes the theme's colour again at its next style change.
    func testEachViewTakesThePlaceholderStyleOfWhereItIs() throws {
        try gtkTest {
            let sheet = AppStyleSheet(".ptv-test-alert entry > text > placeholder { color: rgb(255, 0, 0); opacity: 1; }")
            defer { sheet.remove() }
            let entry = gtk_entry_new()!
            gtk_entry_set_placeholder_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), "Placeholder")
            let inside = try placeholderView(), outside = try placeholderView()
            for wrapper in [inside, outside] { gtk_widget_set_vexpand(wrapper.widget, 1) }
            let alertBox = verticalBox([entry, inside.widget])
            gtk_widget_add_css_class(alertBox, "ptv-test-alert")
            let window = TestWindow(child: verticalBox([alertBox, outside.widget]))
            defer { window.destroy() }
            GtkHarness.pump(timeout: 0.4)

            let raster = GtkHarness.render(inside.widget)
            GtkHarness.pump(timeout: 0.2)
            XCTAssertEqual(inside.resolvedColor, PlaceholderColor(red: 1, green: 0, blue: 0, alpha: 1), "inside the box")
            let ink = try XCTUnwrap(raster.strongestInk(background: raster[raster.width - 1, raster.height - 1]))
            XCTAssertGreaterThan(ink.red, 200, "painted red: \(ink)")
            XCTAssertLessThan(ink.green, 60, "painted red: \(ink)")
            let entryRaster = GtkHarness.render(entry)
            let entryInk = try XCTUnwrap(entryRaster.strongestInk(background: entryRaster[entryRaster.width / 2, 3]))
            XCTAssertGreaterThan(entryInk.red, 200, "the rule reaches GtkEntry's placeholder too: \(entryInk)")
            _ = GtkHarness.render(outside.widget)
            GtkHarness.pump(timeout: 0.2)
            let theme = outside.resolvedColor
            XCTAssertLessThan(theme.alpha, 1, "outside the box: the theme's dimmed colour, \(theme)")
            XCTAssertNil(gtk_widget_get_parent(PlaceholderStyleChain.shared.entry), "the chain is taken back")

            gtk_widget_remove_css_class(alertBox, "ptv-test-alert")
            gtk_widget_add_css_class(inside.textView.asWidget, "monospace")  // the view's own style changes
            GtkHarness.pump(timeout: 0.4)
            _ = GtkHarness.render(inside.widget)
            GtkHarness.pump(timeout: 0.2)
            XCTAssertEqual(inside.resolvedColor, theme, "the theme's colour again")
        }
    }

    /// The chain takes no state from one view to the next: a view that is
    /// not sensitive paints a `:disabled` rule for GtkEntry's placeholder,
    /// and the sensitive view read after it does not.
    func testTheChainTakesNoStateFromOneViewToTheNext() throws {
        try gtkTest {
            let sheet = AppStyleSheet("entry > text > placeholder:disabled { color: rgb(0, 0, 255); opacity: 1; }")
            defer { sheet.remove() }
            let disabled = try placeholderView(), enabled = try placeholderView()
            for wrapper in [disabled, enabled] { gtk_widget_set_vexpand(wrapper.widget, 1) }
            gtk_widget_set_sensitive(disabled.widget, 0)
            let window = TestWindow(child: verticalBox([disabled.widget, enabled.widget]))
            defer { window.destroy() }
            GtkHarness.pump(timeout: 0.4)
            let blue = PlaceholderColor(red: 0, green: 0, blue: 1, alpha: 1)
            XCTAssertEqual(disabled.resolvedColor, blue, "the view that is not sensitive")
            XCTAssertNotEqual(enabled.resolvedColor, blue, "the sensitive view, read after it")
            let chain = PlaceholderStyleChain.shared
            let flags = gtk_widget_get_state_flags(chain.ink).rawValue
            XCTAssertEqual(flags & GTK_STATE_FLAG_INSENSITIVE.rawValue, 0, "the chain, taken back")
        }
    }

    /// Lent to the view's frame, the chain leaves the view's size alone, and
    /// the frame and the chain's nodes measure 0 both ways, whatever an app's
    /// universal rule (margins, padding, sizes for every node) says.
    func testTheChainLentToTheFrameLeavesTheViewsSizeAlone() throws {
        try gtkTest {
            let sheet = AppStyleSheet("* { margin: 5px; padding: 7px; min-width: 30px; min-height: 30px; }")
            defer { sheet.remove() }
            let wrapper = try placeholderView()
            let window = TestWindow(child: wrapper.widget)
            defer { window.destroy() }
            GtkHarness.pump(timeout: 0.4)
            let layer = try XCTUnwrap((wrapper.controller.backend as? Gtk4Backend)?.layer)
            let alone = measured(wrapper.widget)
            let chain = PlaceholderStyleChain.shared
            chain.lend(to: layer.frame, customColor: false)
            defer { chain.takeBack() }
            XCTAssertEqual(measured(wrapper.widget), alone, "the view measures the same with the chain lent")
            for (name, widget) in [("frame", layer.frame), ("entry", chain.entry), ("text", chain.text), ("ink", chain.ink)] {
                XCTAssertEqual(measured(widget), [0, 0, 0, 0], name)
            }
        }
    }
}

/// An app's style sheet on the default display, until removed.
@MainActor
private struct AppStyleSheet {
    let provider = gtk_css_provider_new()!

    init(_ css: String) {
        ptv_gtk4_load_css(provider, css)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    func remove() {
        gtk_style_context_remove_provider_for_display(gdk_display_get_default(), OpaquePointer(provider))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
