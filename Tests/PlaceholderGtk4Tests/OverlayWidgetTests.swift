import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// The placeholder is drawn by one overlay widget of the library's own per
/// view: a subclass's own layers run as they do without it, the
/// placeholder is in each view's drawing as many times as GTK composites a
/// text view's overlays, and the overlay takes no room and no input.
final class OverlayWidgetTests: XCTestCase {
    func testSubclassesKeepTheirOwnLayersAndGetThePlaceholderOnce() throws {
        try gtkTest {
            let plain = try placeholderView()
            let chaining = try placeholderView(attachingTo: CountingTextViews.make(CountingTextViews.chaining))
            let inheriting = try placeholderView(attachingTo: CountingTextViews.make(CountingTextViews.inheriting))
            let bystanderWidget = CountingTextViews.make(CountingTextViews.bystanding).asWidget
            let widgets = [plain.widget, chaining.widget, inheriting.widget, bystanderWidget]
            for widget in widgets { gtk_widget_set_vexpand(widget, 1) }
            let window = TestWindow(child: verticalBox(widgets))
            defer { window.destroy() }
            GtkHarness.pump(timeout: 0.4)
            let layers = [GTK_TEXT_VIEW_LAYER_BELOW_TEXT, GTK_TEXT_VIEW_LAYER_ABOVE_TEXT]
            for (name, wrapper) in [("plain", plain), ("chaining", chaining), ("inheriting", inheriting)] {
                _ = GtkHarness.render(wrapper.widget)
                CountingTextViews.calls = []
                try inDrawing(of: wrapper.widget, name) { _ in }
                XCTAssertEqual(CountingTextViews.calls, wrapper === plain ? [] : layers, "\(name): its own layers, once each")
            }
            CountingTextViews.calls = []
            try inDrawing(of: bystanderWidget) { _ in }
            XCTAssertEqual(CountingTextViews.calls, layers, "no placeholder: its own layers, once each")
        }
    }

    /// One overlay a view, the same for every face attached to it: an
    /// overlay of the view that measures 0 both ways and cannot be targeted,
    /// with one child, its style node, which is not in the view's drawing.
    func testOneOverlayAViewThatTakesNoRoomAndNoInput() throws {
        try gtkTest {
            let view = UnsafeMutableRawPointer(gtk_text_view_new()!).assumingMemoryBound(to: GtkTextView.self)
            let window = TestWindow(child: view.asWidget)
            defer { window.destroy() }
            let first = try PlaceholderTextView(attachingTo: view)
            first.placeholder = "First"
            GtkHarness.pump(timeout: 0.2)
            let overlay = try XCTUnwrap((first.controller.backend as? Gtk4Backend)?.overlay)
            XCTAssertTrue(gtk_widget_get_ancestor(overlay, gtk_text_view_get_type()) == view.asWidget, "an overlay of the view")
            XCTAssertEqual(gtk_widget_get_can_target(overlay), 0)
            for orientation in [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL] {
                var minimum: Int32 = -1, natural: Int32 = -1
                gtk_widget_measure(overlay, orientation, -1, &minimum, &natural, nil, nil)
                XCTAssertEqual([minimum, natural], [0, 0])
            }
            let style = PlaceholderOverlay.style(of: overlay)
            XCTAssertEqual(String(cString: gtk_widget_get_css_name(style)), "placeholder-overlay")
            XCTAssertTrue(gtk_widget_get_parent(style) == overlay && gtk_widget_get_next_sibling(style) == nil)
            let picked = gtk_widget_pick(view.asWidget, 12, 8, GTK_PICK_DEFAULT)
            XCTAssertFalse(picked == overlay || picked == style, "a click lands on the view's own widgets")
            XCTAssertEqual(gtk_widget_get_mapped(style), 1, "mapped, so that GTK gives it a node")
            let second = try PlaceholderTextView(attachingTo: view)
            second.placeholder = "Second"
            GtkHarness.pump(timeout: 0.2)
            XCTAssertEqual((second.controller.backend as? Gtk4Backend)?.overlay, overlay, "the same overlay")
            XCTAssertEqual(
                descendants(of: view.asWidget).count, 3, "GTK's box for overlays, the one overlay and its style node")
            // The overlay's own drawing is its text alone: no opacity group,
            // and nothing of the style node's.
            try inDrawing(of: overlay) { tree in
                XCTAssertEqual(nodeTypes(in: tree).filter { $0 == GSK_OPACITY_NODE || $0 == GSK_COLOR_NODE }, [])
                XCTAssertTrue(nodeTypes(in: tree).contains(GSK_TEXT_NODE))
            }
        }
    }
}

/// The kinds of node in the tree under `node`.
@MainActor
func nodeTypes(in node: OpaquePointer) -> [GskRenderNodeType] {
    [gsk_render_node_get_node_type(node)] + childNodes(of: node).flatMap { nodeTypes(in: $0) }
}

extension OverlayWidgetTests {
    /// The natural-height option keeps the placeholder in the app's colour,
    /// with no widget added beyond the overlay.
    func testNaturalHeightAddsNoWidgetAndKeepsTheAppsColour() throws {
        try gtkTest {
            let fixture = try viewFixture()
            let wrapper = try XCTUnwrap(fixture.wrapper)
            wrapper.color = .custom(PlaceholderColor(red: 0.8, green: 0.1, blue: 0.1))
            var counts: [Int] = []
            for naturalHeight in [false, true] {
                wrapper.requestsNaturalHeight = naturalHeight
                let raster = fixture.render()
                counts.append(descendants(of: fixture.view.asWidget).count)
                let ink = try XCTUnwrap(raster.strongestInk(background: fixture.background(raster)))
                XCTAssertLessThanOrEqual(ink.distance(to: Pixel(red: 204, green: 26, blue: 26)), 3, "\(ink)")
            }
            XCTAssertEqual(counts[0], counts[1], "as many widgets with the option as without")
        }
    }

    /// The size request the natural-height option raises is compared with
    /// the view's CSS margin box: with a CSS margin, padding and border of
    /// its own, an empty view's text window is as tall as a plain view's,
    /// and its whole placeholder fits.
    func testNaturalHeightCountsTheViewsOwnCSSMarginPaddingAndBorder() throws {
        try gtkTest {
            let text = "One\nTwo\nThree\nFour"
            let plain = try placeholderView(text), styled = try placeholderView(text)
            applyCSS("margin: 9px 0 13px 0; padding: 4px; border: 3px solid black;", to: styled.widget)
            for wrapper in [plain, styled] { wrapper.requestsNaturalHeight = true }
            let widgets = [plain.widget, styled.widget]
            for widget in widgets { gtk_widget_set_valign(widget, GTK_ALIGN_START) }
            let window = TestWindow(child: verticalBox(widgets))
            defer { window.destroy() }
            GtkHarness.pump(timeout: 0.4)
            GtkHarness.settle(styled.widget)
            @MainActor func textWindowHeight(_ wrapper: PlaceholderTextView) -> Int32 {
                var visible = GdkRectangle()
                gtk_text_view_get_visible_rect(wrapper.textView, &visible)
                return visible.height
            }
            XCTAssertGreaterThan(textWindowHeight(plain), 40, "four lines")
            XCTAssertEqual(textWindowHeight(styled), textWindowHeight(plain))
            _ = GtkHarness.render(styled.widget)
            XCTAssertFalse(styled.controller.rendererIsEllipsized, "the whole placeholder fits")
        }
    }

    /// The natural-height option raises the view's minimum height through
    /// its size request, over what a subclass's own measure gives: the
    /// subclass's measure runs once per measure, and the view is as tall as
    /// a plain view showing the same placeholder.
    func testNaturalHeightRaisesASubclasssOwnMeasure() throws {
        try gtkTest {
            let text = "One\nTwo\nThree\nFour"
            let oneLine = try placeholderView(text), plain = try placeholderView(text)
            let measuring = try placeholderView(text, attachingTo: CountingTextViews.make(CountingTextViews.measuring))
            for wrapper in [plain, measuring] { wrapper.requestsNaturalHeight = true }
            let widgets = [oneLine.widget, plain.widget, measuring.widget]
            for widget in widgets { gtk_widget_set_valign(widget, GTK_ALIGN_START) }
            let window = TestWindow(child: verticalBox(widgets))
            defer { window.destroy() }
            GtkHarness.pump(timeout: 0.4)
            func minimumHeight(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
                gtk_widget_queue_resize(widget)  // past GTK's cache of measures
                var minimum: Int32 = 0
                gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
                return minimum
            }
            CountingTextViews.measures = 0
            let measured = minimumHeight(measuring.widget)
            XCTAssertEqual(CountingTextViews.measures, 1, "its own measure, once")
            XCTAssertGreaterThanOrEqual(measured, 3 * minimumHeight(oneLine.widget), "four lines high")
            XCTAssertEqual(measured, minimumHeight(plain.widget), "as tall as a plain view")
        }
    }
}

/// Runs `body` on the tree of nodes `widget` draws, snapshotted anew as
/// its parent does (failing with `message` if it draws nothing), and frees
/// the tree after: the snapshot, unwrap and unref the drawing tests repeat.
@MainActor
func inDrawing<T>(
    of widget: UnsafeMutablePointer<GtkWidget>, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line, _ body: (OpaquePointer) throws -> T
) throws -> T {
    gtk_widget_queue_draw(widget)
    let snapshot = gtk_snapshot_new()!
    gtk_widget_snapshot_child(gtk_widget_get_parent(widget), widget, snapshot)
    let tree = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot), message, file: file, line: line)
    defer { gsk_render_node_unref(tree) }
    return try body(tree)
}

/// How many times `target` is in the tree under `node`.
@MainActor
func occurrences(of target: OpaquePointer, in node: OpaquePointer) -> Int {
    node == target ? 1 : childNodes(of: node).reduce(0) { $0 + occurrences(of: target, in: $1) }
}

/// The nodes directly under `node`, for the kinds of node a text view's
/// drawing holds (none for any other kind).
@MainActor
func childNodes(of node: OpaquePointer) -> [OpaquePointer] {
    switch gsk_render_node_get_node_type(node) {
    case GSK_CONTAINER_NODE:
        return (0..<gsk_container_node_get_n_children(node)).map { gsk_container_node_get_child(node, $0) }
    case GSK_TRANSFORM_NODE: return [gsk_transform_node_get_child(node)]
    case GSK_CLIP_NODE: return [gsk_clip_node_get_child(node)]
    case GSK_OPACITY_NODE: return [gsk_opacity_node_get_child(node)]
    case GSK_DEBUG_NODE: return [gsk_debug_node_get_child(node)]
    default: return []
    }
}

/// GtkTextView subclasses registered from Swift: two whose
/// `snapshot_layer` records each call and chains up to GtkTextView's slot,
/// and a subclass of one of them that sets none of its own.
@MainActor
enum CountingTextViews {
    /// The layers the chaining class's function was called for, in order.
    static var calls: [GtkTextViewLayer] = []
    /// The subclass that overrides `snapshot_layer` and chains up.
    static let chaining = register("PtvTestChainingTextView", parent: gtk_text_view_get_type(), classInit: overrideLayer)
    /// Its subclass, which inherits the slot.
    static let inheriting = register("PtvTestInheritingTextView", parent: chaining, classInit: nil)
    /// Another subclass that overrides `snapshot_layer` and chains up, for
    /// views with no placeholder.
    static let bystanding = register("PtvTestBystandingTextView", parent: gtk_text_view_get_type(), classInit: overrideLayer)

    /// How many times the measuring class's function ran.
    static var measures = 0
    /// A subclass that overrides `measure` and chains up.
    static let measuring = register("PtvTestMeasuringTextView", parent: gtk_text_view_get_type(), classInit: overrideMeasure)

    /// A new view of `type`.
    static func make(_ type: GType) -> UnsafeMutablePointer<GtkTextView> {
        UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!).assumingMemoryBound(to: GtkTextView.self)
    }

    /// Registers `name`, a subclass of `parent` as big as it, whose class
    /// is set up by `classInit`.
    static func register(_ name: String, parent: GType, classInit: GClassInitFunc?) -> GType {
        var query = GTypeQuery()
        g_type_query(parent, &query)
        return g_type_register_static_simple(
            parent, name, query.class_size, classInit, query.instance_size, nil, GTypeFlags(rawValue: 0))
    }
}

/// Sets the chaining class's `snapshot_layer`.
private let overrideLayer: GClassInitFunc = { klass, _ in
    klass?.assumingMemoryBound(to: GtkTextViewClass.self).pointee.snapshot_layer = countingLayer
}

/// Records the call, then chains up to GtkTextView's slot as a C subclass does.
let countingLayer: @convention(c) (UnsafeMutablePointer<GtkTextView>?, GtkTextViewLayer, OpaquePointer?) -> Void = {
    view, layer, snapshot in
    MainActor.assumeIsolated { CountingTextViews.calls.append(layer) }
    let parent = g_type_class_peek(gtk_text_view_get_type())!.assumingMemoryBound(to: GtkTextViewClass.self)
    parent.pointee.snapshot_layer?(view, layer, snapshot)
}

/// Sets the measuring class's `measure`.
private let overrideMeasure: GClassInitFunc = { klass, _ in
    klass?.assumingMemoryBound(to: GtkWidgetClass.self).pointee.measure = countingMeasure
}

/// Counts the call, then chains up to GtkTextView's slot as a C subclass does.
private let countingMeasure: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
    if orientation == GTK_ORIENTATION_VERTICAL { MainActor.assumeIsolated { CountingTextViews.measures += 1 } }
    let parent = g_type_class_peek(gtk_text_view_get_type())!.assumingMemoryBound(to: GtkWidgetClass.self)
    parent.pointee.measure?(widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline)
}
