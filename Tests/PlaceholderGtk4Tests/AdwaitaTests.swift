import CPlaceholderGtk4
import CPlaceholderTestAdwaita
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// The environment variable that tells a child process it runs the
/// libadwaita checks.
private let adwaitaChildVariable = "PLACEHOLDER_TEST_ADWAITA_CHILD"

/// Most GTK 4 apps style themselves with libadwaita: in an
/// AdwApplicationWindow, light and dark, the placeholder is painted with
/// the rule libadwaita gives GtkEntry's placeholder, over the view's own
/// background. `adw_init` restyles the whole process for good, so the
/// checks run in a child process: every other test sees plain GTK.
final class AdwaitaTests: XCTestCase {
    func testThePlaceholderIsLibadwaitasEntryPlaceholderOnTheViewsBackgroundLightAndDark() throws {
        guard ProcessInfo.processInfo.environment[adwaitaChildVariable] == nil else {
            throw XCTSkip("\(adwaitaChildVariable) is set: this process is a child, which runs only the child's side")
        }
        let child = try runChildProcess(
            CommandLine.arguments[0], ["PlaceholderGtk4Tests.AdwaitaTests/testChildInAnAdwaitaProcess"],
            environment: [adwaitaChildVariable: "1"], mergeErrors: true)
        XCTAssertEqual(child.status, 0, child.output.suffix(3000).description)
        XCTAssertTrue(child.output.contains("Executed 1 test, with 0 failures"), child.output.suffix(3000).description)
        let lines = child.output.split(separator: "\n").filter { $0.hasPrefix("libadwaita ") }
        XCTAssertEqual(lines.count, 4, "light and dark measured: \(child.output.suffix(2000))")
        lines.forEach { print($0) }
    }

    /// The child's side: skipped unless run as the child of the test above.
    func testChildInAnAdwaitaProcess() throws {
        guard ProcessInfo.processInfo.environment[adwaitaChildVariable] != nil else {
            throw XCTSkip(
                "child-process entry point of testThePlaceholderIsLibadwaitasEntryPlaceholderOnTheViewsBackgroundLightAndDark:"
                    + " runs only in the child")
        }
        try gtkTest {
            adw_init()
            let manager = adw_style_manager_get_default()
            var inks: [Pixel] = []
            for (scheme, name) in [(ADW_COLOR_SCHEME_FORCE_LIGHT, "light"), (ADW_COLOR_SCHEME_FORCE_DARK, "dark")] {
                adw_style_manager_set_color_scheme(manager, scheme)
                let (view, entry) = try placeholderAndEntry(inAdwaitaWindowNamed: name)
                XCTAssertEqual(adw_style_manager_get_dark(manager) != 0, name == "dark", name)
                XCTAssertLessThanOrEqual(view.distance(to: entry), 2, "\(name): ours \(view), libadwaita's entry \(entry)")
                print("libadwaita \(name): GtkEntry's placeholder on the view's background \(entry), ours \(view)")
                inks.append(view)
                let (counter, error) = try counterOverTheLimit(inAdwaitaWindowNamed: name)
                XCTAssertLessThanOrEqual(counter.distance(to: error), 12, "\(name): counter \(counter), libadwaita's error colour \(error)")
                XCTAssertGreaterThan(counter.red - max(counter.green, counter.blue), 60, "\(name): \(counter)")
                print("libadwaita \(name): the counter over its limit \(counter), libadwaita's error colour \(error)")
            }
            XCTAssertNotEqual(inks[0], inks[1], "dark is not light")
        }
    }
}

/// The strongest pixel of the placeholder in an AdwApplicationWindow, and
/// of a GtkEntry's placeholder in the same window whose background is made
/// the view's (libadwaita gives entries a tinted one of their own).
@MainActor
private func placeholderAndEntry(inAdwaitaWindowNamed name: String) throws -> (view: Pixel, entry: Pixel) {
    let entry = gtk_entry_new()!
    gtk_entry_set_placeholder_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), "Placeholder")
    let wrapper = try placeholderView()
    let window = presentAdwaitaWindow(entry, above: wrapper)
    defer { gtk_window_destroy(window) }
    let viewRaster = GtkHarness.render(wrapper.widget)
    let background = viewRaster[viewRaster.width - 1, viewRaster.height - 1]
    let view = try XCTUnwrap(viewRaster.strongestInk(background: background), name)
    applyCSS(
        "background: rgb(\(background.red),\(background.green),\(background.blue)); background-image: none;"
            + " box-shadow: none; outline: none; border-color: transparent; transition: none;", to: entry)
    let entryRaster = GtkHarness.render(entry)
    let inner = PixelBox(minX: 6, minY: 4, maxX: entryRaster.width - 7, maxY: entryRaster.height - 5)
    XCTAssertLessThanOrEqual(entryRaster[entryRaster.width / 2, 3].distance(to: background), 2, "\(name): the entry's background")
    let entryInk = try XCTUnwrap(entryRaster.strongestInk(background: background, in: inner), name)
    return (view, entryInk)
}

/// The strongest pixel of a counter over its limit in an
/// AdwApplicationWindow, and the colour libadwaita gives a label's `.error`
/// style there.
@MainActor
private func counterOverTheLimit(inAdwaitaWindowNamed name: String) throws -> (counter: Pixel, error: Pixel) {
    let reference = gtk_label_new("Error")!
    gtk_widget_add_css_class(reference, "error")
    let wrapper = try PlaceholderTextView()
    wrapper.limit = try TextLimit(maxLength: 3)
    wrapper.showsCounter = true
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(wrapper.textView), "too long", -1)
    let window = presentAdwaitaWindow(reference, above: wrapper)
    defer { gtk_window_destroy(window) }
    let raster = GtkHarness.render(wrapper.widget)
    let background = raster[raster.width / 2, raster.height - 1]
    let band = PixelBox(minX: raster.width / 2, minY: raster.height - 24, maxX: raster.width - 1, maxY: raster.height - 1)
    let counter = try XCTUnwrap(raster.strongestInk(background: background, in: band), "\(name): the counter")
    let error = textColor(of: reference)
    // libadwaita 1.6 and later give colours beyond sRGB (a channel below 0
    // or above 1); the screen shows them clamped.
    let byte = { (channel: Double) in Int((max(0, min(1, channel)) * 255).rounded()) }
    return (counter, Pixel(red: byte(error.red), green: byte(error.green), blue: byte(error.blue)))
}

/// A new AdwApplicationWindow, 320 by 200 and shown, with `top` above
/// `wrapper`'s view, which takes the rest of the height. No widget has the
/// focus, so no caret is drawn, and the colours' transition is over.
@MainActor
private func presentAdwaitaWindow(
    _ top: UnsafeMutablePointer<GtkWidget>, above wrapper: PlaceholderTextView
) -> UnsafeMutablePointer<GtkWindow> {
    let widget = ptv_test_adw_window_new()!
    gtk_widget_set_vexpand(wrapper.widget, 1)
    adw_application_window_set_content(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: AdwApplicationWindow.self), verticalBox([top, wrapper.widget]))
    let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_default_size(window, 320, 200)
    gtk_window_present(window)
    gtk_window_set_focus(window, nil)
    GtkHarness.pump(timeout: 0.4)
    return window
}
