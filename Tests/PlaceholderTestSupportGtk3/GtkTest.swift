import CPlaceholderGtk3
import PlaceholderTextView
import XCTest

/// Runs a widget test body on the main actor after initialising GTK; fails
/// the test (never skips it) when no display can be had.
public func gtkTest(
    file: StaticString = #filePath, line: UInt = #line, _ body: @MainActor () throws -> Void
) rethrows {
    try MainActor.assumeIsolated {
        guard GtkHarness.initialize() else {
            XCTFail("no display: run the widget tests under Xvfb (xvfb-run -a swift test)", file: file, line: line)
            return
        }
        try body()
    }
}

/// A placeholder text view in its own shown window.
@MainActor
public final class ViewFixture {
    /// The wrapper under test.
    public var placeholder: PlaceholderTextView?
    /// Its text view.
    public let view: UnsafeMutablePointer<GtkTextView>
    /// The window holding it.
    public let window: TestWindow

    /// A new wrapped view with `text` as placeholder, in a `width`×`height` window.
    public init(placeholder text: String = "Placeholder", width: Int32 = 320, height: Int32 = 160,
                configure: (UnsafeMutablePointer<GtkTextView>) -> Void = { _ in }) throws {
        let wrapper = try PlaceholderTextView()
        configure(wrapper.textView)
        wrapper.placeholder = text
        placeholder = wrapper
        view = wrapper.textView
        // In a scrolled window, as apps use it: a view that does not wrap
        // then scrolls instead of growing the window.
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), wrapper.widget)
        window = TestWindow(child: scrolled, width: width, height: height)
    }

    /// The view's pixels now.
    public func render() -> Raster { GtkHarness.render(view.asWidget) }

    /// The view's background colour (its bottom-right pixel).
    public func background(_ raster: Raster) -> Pixel { raster[raster.width - 1, raster.height - 1] }

    /// How many pixels differ from the background: the placeholder's ink,
    /// typed text, or a caret (a caret is under 40 pixels).
    public func inkCount() -> Int {
        let raster = render()
        return raster.inkCount(background: background(raster))
    }

    /// The box around everything drawn on the background.
    public func inkBox() -> PixelBox? {
        let raster = render()
        return raster.inkBox(background: background(raster))
    }
}
