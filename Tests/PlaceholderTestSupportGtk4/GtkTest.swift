import CPlaceholderGtk4
import PlaceholderTextViewGtk4
import XCTest

/// Runs a widget test body on the main actor after initialising GTK; fails
/// the test (never skips it) when no display can be had.
public func gtkTest(
    file: StaticString = #filePath, line: UInt = #line, _ body: @MainActor () throws -> Void
) rethrows {
    try MainActor.assumeIsolated {
        guard GtkHarness.initialize() else {
            XCTFail("no X11 display with XTEST: run the GTK 4 widget tests under Xvfb (xvfb-run -a swift test)",
                    file: file, line: line)
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

    /// A new wrapped view with `text` as placeholder, in a `width`×`height`
    /// window, inside a scrolled window as apps use it.
    public init(placeholder text: String = "Placeholder", width: Int32 = 320, height: Int32 = 160,
                configure: (UnsafeMutablePointer<GtkTextView>) -> Void = { _ in }) throws {
        let wrapper = try PlaceholderTextView()
        configure(wrapper.textView)
        wrapper.placeholder = text
        placeholder = wrapper
        view = wrapper.textView
        window = TestWindow(child: scrolled(wrapper.widget), width: width, height: height)
    }

    /// The view as a widget.
    public var widget: UnsafeMutablePointer<GtkWidget> { view.asWidget }

    /// The view's pixels now.
    public func render(scale: Int = 1) -> Raster { GtkHarness.render(widget, scale: scale) }

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

    /// Lets GTK apply what is pending.
    public func settle() { GtkHarness.settle(widget) }
}
