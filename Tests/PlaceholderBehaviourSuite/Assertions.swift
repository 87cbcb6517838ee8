import PlaceholderTestImaging
import XCTest

/// Asserts the placeholder shows (state and pixels) or not, and that a
/// hidden placeholder leaves exactly the pixels of a view without one.
@MainActor
func assertShown(_ view: any BehaviourView, _ shown: Bool, _ message: String,
                 file: StaticString = #filePath, line: UInt = #line) {
    view.settle()
    guard let facade = view.facade else { return XCTFail("no object under test", file: file, line: line) }
    XCTAssertEqual(facade.isPlaceholderVisible, shown, "state: \(message)", file: file, line: line)
    let withPlaceholder = view.render()
    let saved = facade.settings
    facade.placeholder = ""
    let without = view.render()
    facade.settings = saved
    XCTAssertEqual(!withPlaceholder.isIdentical(to: without), shown, "pixels: \(message)", file: file, line: line)
    if shown {
        let extra = withPlaceholder.inkCount(background: view.background(withPlaceholder))
            - without.inkCount(background: view.background(without))
        XCTAssertGreaterThan(extra, 100, "placeholder ink: \(message)", file: file, line: line)
    }
}

/// The object under test of `view`, or a thrown failure.
@MainActor
func facade(of view: any BehaviourView, file: StaticString = #filePath, line: UInt = #line) throws
    -> any PlaceholderFacade
{
    try XCTUnwrap(view.facade, "the view's PlaceholderTextView", file: file, line: line)
}

extension BehaviourHarness {
    /// A new wrapped view, as `makeView` makes it (by default shown in a
    /// scrolled window), with its object under test: most scenarios drive
    /// both, and a view without one is a thrown failure reported at the
    /// caller's line.
    func makeWrappedView(placeholder: String = "Placeholder", width: Int32 = 320, height: Int32 = 160,
                         geometry: ViewGeometry = ViewGeometry(), placement: ViewPlacement = .scrolled,
                         shown: Bool = true, file: StaticString = #filePath, line: UInt = #line)
        throws -> (view: any BehaviourView, placeholder: any PlaceholderFacade)
    {
        let view = try makeView(placeholder: placeholder, width: width, height: height, geometry: geometry,
                                placement: placement, shown: shown)
        return (view, try facade(of: view, file: file, line: line))
    }
}

extension BehaviourHarness {
    /// A new view, as `makeView` makes it, whose placeholder stays while the
    /// view has focus (`.visibleUntilTyping`): for scenarios that watch the
    /// placeholder of a focused view, the same on both toolkits, whose
    /// default rules differ (`VisibilityBehaviour` tests the defaults).
    func makeViewShownWhileFocused(placeholder: String = "Placeholder", width: Int32 = 320, height: Int32 = 160,
                                   geometry: ViewGeometry = ViewGeometry(), file: StaticString = #filePath,
                                   line: UInt = #line) throws -> any BehaviourView {
        let view = try makeView(placeholder: placeholder, width: width, height: height, geometry: geometry)
        try facade(of: view, file: file, line: line).focusBehavior = .visibleUntilTyping
        return view
    }
}
