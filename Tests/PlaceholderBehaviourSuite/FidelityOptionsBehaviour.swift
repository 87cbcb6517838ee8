import PlaceholderCore
import PlaceholderTestImaging
import XCTest

private let threeParagraphs = "First line of the placeholder\nSecond line\nThird line, the last one"

/// Vertical centring, natural height, the view's own size untouched,
/// accessibility, and setter order.
@MainActor
public final class FidelityOptionsBehaviour: BehaviourGroup {
    /// A view in a vertical box that gives it its natural height (GTK 3's
    /// is one pixel for an empty view), in a 300×300 window.
    private func boxedView(requestedHeight: Int32 = -1, _ configure: (any PlaceholderFacade) throws -> Void) throws
        -> any BehaviourView
    {
        let view = try harness.makeView(placeholder: "", width: 300, height: 300, geometry: ViewGeometry(), placement: .box,
                                        shown: false)
        view.setSizeRequest(width: -1, height: requestedHeight)
        try configure(try facade(of: view))
        view.show()
        return view
    }

    /// Centring puts the block's middle at the text area's; a block taller
    /// than the view stays at the first line.
    public func testVerticalCentringCentresTheBlockInTheTextArea() throws {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "Centred", width: 300, height: 200)
        let top = try XCTUnwrap(view.inkBox())
        placeholder.verticalPlacement = .centered
        let raster = view.render()
        let centred = try XCTUnwrap(raster.inkBox(background: view.background(raster)))
        XCTAssertEqual(Double(centred.minY + centred.maxY) / 2, Double(raster.height) / 2, accuracy: 4,
                       "\(centred) in \(raster.height)")
        XCTAssertEqual(centred.minX, top.minX, "same horizontal placement")
        placeholder.placeholder = String(repeating: "many words ", count: 200)
        view.geometry.wrap = .word
        XCTAssertEqual(try XCTUnwrap(view.inkBox()).minY, top.minY, accuracy: 2)
    }

    /// With the option, an empty view is as tall as its whole placeholder,
    /// drawn uncut where typed text goes; with text, or without the option,
    /// it is as tall as the same view without it; the app's size request
    /// is never touched.
    public func testNaturalHeightFitsTheWholePlaceholderOnlyWhileEmpty() throws {
        let plain = try boxedView { $0.placeholder = threeParagraphs }
        defer { plain.destroy() }
        let oneLine = plain.allocatedSize.height
        let natural = try boxedView {
            $0.placeholder = threeParagraphs
            $0.requestsNaturalHeight = true
        }
        harness.pump(timeout: 2) { natural.allocatedSize.height > oneLine * 2 }
        natural.settle()
        let tall = natural.allocatedSize.height
        XCTAssertGreaterThan(tall, 30, "three lines of text")
        XCTAssertGreaterThanOrEqual(tall, oneLine * 3, "three lines: \(tall) vs one \(oneLine)")
        _ = natural.render()
        XCTAssertFalse(natural.placeholderIsEllipsized, "nothing cut off")
        let mismatches = try comparePlaceholderWithTypedText(threeParagraphs, in: natural)
        XCTAssertTrue(mismatches.isEmpty, "all three lines, in place: \(mismatches.prefix(4))")
        for view in [plain, natural] { view.setText("x") }
        harness.pump(timeout: 2) { natural.allocatedSize.height < tall }
        natural.settle()
        XCTAssertEqual(natural.allocatedSize.height, plain.allocatedSize.height)
        XCTAssertEqual([natural.sizeRequest.width, natural.sizeRequest.height], [-1, -1], "no size request")
        for view in [plain, natural] { view.setText("") }
        harness.pump(timeout: 2) { natural.allocatedSize.height == tall }
        XCTAssertEqual(natural.allocatedSize.height, tall)
        try facade(of: natural).requestsNaturalHeight = false
        harness.pump(timeout: 2) { natural.allocatedSize.height < tall }
        natural.settle()
        XCTAssertEqual(natural.allocatedSize.height, plain.allocatedSize.height)
        try facade(of: natural).requestsNaturalHeight = true
        harness.pump(timeout: 2) { natural.allocatedSize.height == tall }
        XCTAssertEqual(natural.allocatedSize.height, tall, "the option on again: as tall again")
    }

    /// With the counter in room of its own below the text, the whole
    /// placeholder still fits above it.
    public func testNaturalHeightLeavesTheCounterItsRoom() throws {
        let natural = try boxedView {
            $0.placeholder = threeParagraphs
            $0.limit = try TextLimit(maxLength: 500)
            $0.showsCounter = true
            $0.requestsNaturalHeight = true
        }
        defer { natural.destroy() }
        harness.pump(timeout: 0.5) { false }
        natural.settle()
        _ = natural.render()
        XCTAssertFalse(natural.placeholderIsEllipsized, "nothing cut off")
    }

    /// An app's size request taller than the placeholder is kept, and
    /// stays the app's.
    public func testNaturalHeightKeepsALargerAppRequest() throws {
        let view = try boxedView(requestedHeight: 250) {
            $0.placeholder = "Short"
            $0.requestsNaturalHeight = true
        }
        XCTAssertEqual(view.allocatedSize.height, 250)
        try facade(of: view).placeholder = threeParagraphs
        view.settle()
        XCTAssertEqual(view.sizeRequest.height, 250)
        XCTAssertEqual(view.allocatedSize.height, 250)
    }

    /// Without the option, a placeholder of any size leaves the view's
    /// minimum and natural sizes, and its height, as they were.
    public func testThePlaceholderNeverChangesTheViewsSizeWithoutTheOption() throws {
        let view = try harness.makeBareView(width: 240, height: 200, geometry: ViewGeometry { $0.wrap = .word },
                                            placement: .box)
        view.queueResize()
        let bare = view.measuredSizes, bareHeight = view.allocatedSize.height
        view.facade = try view.attachFacade()
        let placeholder = try facade(of: view)
        placeholder.placeholder = String(repeating: "A long placeholder that needs many lines. ", count: 12)
        view.queueResize()
        XCTAssertTrue(placeholder.isPlaceholderVisible)
        XCTAssertEqual(view.measuredSizes, bare, "minimum and natural sizes, across and down")
        XCTAssertEqual(view.allocatedSize.height, bareHeight)
        try placeholder.setPlaceholderMarkup("<span size='xx-large'>Huge</span>")
        placeholder.verticalPlacement = .centered
        view.queueResize()
        XCTAssertEqual(view.measuredSizes, bare)
        XCTAssertEqual(view.allocatedSize.height, bareHeight)
    }

    /// Assistive technologies read the placeholder of an empty view (markup
    /// as its text), nothing once there is text, and nothing once removed.
    public func testAssistiveTechnologiesGetThePlaceholderOfAnEmptyView() throws {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "Describe the bug")
        func check(_ expected: String?, _ message: String, line: UInt = #line) {
            XCTAssertNil(view.accessiblePlaceholderMismatch(expected), message, line: line)
        }
        check("Describe the bug", "empty view")
        try placeholder.setPlaceholderMarkup("Describe <b>the bug</b>")
        check("Describe the bug", "markup read as text")
        view.setText("It crashes")
        check(nil, "not for a view with text")
        view.setText("")
        check("Describe the bug", "back when emptied")
        placeholder.placeholder = ""
        check(nil, "reset when the placeholder is removed")
    }
}
