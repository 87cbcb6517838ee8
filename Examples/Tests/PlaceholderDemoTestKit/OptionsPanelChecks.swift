import CPlaceholderGObject
import CPlaceholderGtkCalls
import CPlaceholderPangoCairo
import PlaceholderCore
import PlaceholderDemoKit
import PlaceholderGObject
import PlaceholderObjectProperties
import PlaceholderTestImaging
import XCTest
@_spi(Internals) import PlaceholderEngine

/// One demo test binary's toolkit: the demo it tests, and what the
/// in-process panel checks need from its test support.
@MainActor
public protocol DemoTestHost {
    /// The demo's toolkit.
    associatedtype Toolkit: DemoToolkit
    /// The built demo and what its screenshots show.
    static var demo: DemoUnderTest { get }
    /// Runs `body` with GTK initialised in this process.
    static func withGtk(_ body: @MainActor () throws -> Void) throws
    /// Shows `window` and lets GTK lay it out and paint it.
    static func show(_ window: gpointer)
    /// Lets GTK apply pending styles and layout to `widget`.
    static func settle(_ widget: gpointer)
    /// What `widget` draws now.
    static func render(_ widget: gpointer) -> Raster
    /// Clicks `button` and waits until `done` holds; whether it did.
    static func click(_ button: gpointer, until done: () -> Bool) -> Bool
}

/// What the checks ask of any GTK, through the calls both toolkits share.
extension DemoTestHost {
    /// `widget`'s Pango context, whose font is its text's.
    static func pangoContext(of widget: gpointer) -> OpaquePointer {
        ptv_gtk_widget_get_pango_context(OpaquePointer(widget))
    }

    /// `widget`'s text direction.
    static func direction(of widget: gpointer) -> DemoDirection {
        ptv_gtk_widget_get_direction(OpaquePointer(widget)) == Int32(PTV_GTK_TEXT_DIR_RTL) ? .rtl : .ltr
    }

    /// Inserts `text` at the end of the `GtkEntry` `entry`, as typed.
    static func type(_ text: String, atEndOf entry: gpointer) {
        var end = Int32(ptv_gtk_entry_get_text_length(OpaquePointer(entry)))
        ptv_gtk_editable_insert_text(OpaquePointer(entry), text, -1, &end)
    }
}

/// The demo's live panel, built in the test process: flags set it, and
/// every control changes the views at once (`Self` is the host).
extension DemoTestHost {
    /// The demo's window with its panel, shown.
    private static func demoWindow(_ arguments: [String] = []) throws -> DemoWindow<Toolkit> {
        let application = Toolkit.newApplication(
            Toolkit.applicationID + "Test", flags: GLibFlags.applicationNonUnique)
        // Windows join an application after its startup, which registering runs.
        g_application_register(application.assumingMemoryBound(to: GApplication.self), nil, nil)
        let options = try DemoCommand<Toolkit>.parse(arguments).shared
        let window = try DemoWindow<Toolkit>(application: application, options: options)
        Self.show(window.window)
        return window
    }

    /// The size in points of the font GTK gives `widget`'s text (GTK 4
    /// hands Pango absolute sizes: CSS pixels, 96 to the inch), and its weight.
    private static func font(_ widget: gpointer) -> (points: Double, weight: PangoWeight) {
        let font = pango_context_get_font_description(Self.pangoContext(of: widget))!
        let size = Double(pango_font_description_get_size(font)) / Double(PANGO_SCALE)
        let points = pango_font_description_get_size_is_absolute(font) != 0 ? size * 72 / 96 : size
        return (points, pango_font_description_get_weight(font))
    }

    private static func number(_ object: gpointer, _ name: String) -> Int { Int(ObjectProperties(object).number(name)) }

    /// The second view's placeholder comes from the `.ui` file, and every
    /// flag sets the panel and the views.
    static func flagsSetThePanelAndTheUIFileTheSecondPlaceholder() throws {
        let demo = try demoWindow(["--placeholder", "From the flag", "--color", "#00ff00", "--justify", "fill",
                                   "--wrap", "char", "--indent", "12", "--font", "Serif 17", "--direction", "rtl",
                                   "--hide-while-focused", "--natural-height", "--text", "typed", "--max-length", "3",
                                   "--counter", "--return", "moves-focus"])
        defer { Toolkit.destroy(demo.window) }
        let first = demo.first.viewObject, second = demo.second.viewObject
        XCTAssertTrue(demo.second.placeholder.hasPrefix("Dear reader,\nthis placeholder"), demo.second.placeholder)
        XCTAssertTrue(demo.second.isPlaceholderVisible, "the PtvPlaceholder of the .ui file draws")
        XCTAssertEqual(demo.first.placeholder, "From the flag")
        XCTAssertEqual(ObjectProperties(demo.entry).string("placeholder-text"), "From the flag")
        XCTAssertEqual(demo.second.color, .custom(PlaceholderColor(red: 0, green: 1, blue: 0)))
        XCTAssertEqual(demo.second.focusBehavior, .hiddenWhileFocused)
        XCTAssertTrue(demo.second.requestsNaturalHeight)
        XCTAssertEqual(number(second, "justification"), 3, "GTK_JUSTIFY_FILL")
        XCTAssertEqual(number(second, "wrap-mode"), 1, "GTK_WRAP_CHAR")
        XCTAssertEqual(number(first, "indent"), 12)
        XCTAssertEqual(Self.direction(of: second), .rtl)
        XCTAssertFalse(demo.first.isPlaceholderVisible, "--text fills the first view")
        XCTAssertEqual(font(second).points, 17, accuracy: 0.1)
        XCTAssertEqual(demo.second.limit, try TextLimit(maxLength: 3))
        XCTAssertEqual(demo.first.returnBehavior, .movesFocus)
        XCTAssertTrue(demo.second.showsCounter)
        XCTAssertEqual(ObjectProperties(demo.countLabel).string("label"), "5 / 3", "the app's counter: --text is over")
    }

    /// Every control changes the views at once.
    static func everyControlChangesTheViewsAtOnce() throws {
        let demo = try demoWindow()
        defer { Toolkit.destroy(demo.window) }
        let panel = demo.panel, view = demo.first.viewObject
        let entry = ObjectProperties(panel.placeholderEntry)
        func check(_ control: gpointer, _ active: Bool) { ObjectProperties(control).set("active", active) }
        func error() -> String { ObjectProperties(panel.markupError).string("label") ?? "" }
        let before = Self.render(view)
        // The panel starts at the toolkit's entry's focus rule (GTK 3 hides).
        let entryRule: PlaceholderFocusBehavior = Toolkit.entryHidesPlaceholderWhileFocused
            ? .hiddenWhileFocused : .visibleUntilTyping
        XCTAssertEqual(ObjectProperties(panel.hideFocusedCheck).bool("active"), Toolkit.entryHidesPlaceholderWhileFocused)
        XCTAssertEqual(demo.first.focusBehavior, entryRule)

        entry.set("text", "Live placeholder")
        XCTAssertEqual(demo.first.placeholder, "Live placeholder")
        XCTAssertEqual(ObjectProperties(demo.entry).string("placeholder-text"), "Live placeholder")
        Self.settle(view)
        XCTAssertFalse(Self.render(view).isIdentical(to: before), "repainted")

        entry.set("text", "<b>bold</b>")
        check(panel.markupCheck, true)
        XCTAssertEqual(demo.first.content, .markup("<b>bold</b>"))
        // Typed at the end, as a user would (GTK 4's set_text reports the
        // emptied entry first, which is valid markup).
        Self.type(" <i", atEndOf: panel.placeholderEntry)
        XCTAssertEqual(entry.string("text"), "<b>bold</b> <i")
        XCTAssertEqual(demo.first.content, .markup("<b>bold</b>"), "invalid markup keeps the previous")
        XCTAssertFalse(error().isEmpty, "and says why")
        check(panel.markupCheck, false)
        XCTAssertEqual(demo.first.content, .plain("<b>bold</b> <i"))
        XCTAssertTrue(error().isEmpty)

        panel.colorButton.color = PlaceholderColor(red: 1, green: 0, blue: 0)
        check(panel.themeColorCheck, false)
        XCTAssertEqual(demo.first.color, .custom(PlaceholderColor(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(demo.second.color, .custom(PlaceholderColor(red: 1, green: 0, blue: 0)))
        check(panel.themeColorCheck, true)
        XCTAssertEqual(demo.first.color, .themeDefault)

        check(panel.hideFocusedCheck, true)
        XCTAssertEqual(demo.first.focusBehavior, .hiddenWhileFocused)
        check(panel.centeredCheck, true)
        XCTAssertEqual(demo.second.verticalPlacement, .centered)
        check(panel.naturalHeightCheck, true)
        XCTAssertTrue(demo.first.requestsNaturalHeight)

        panel.justifyChoice.selectedID = "right"
        XCTAssertEqual(number(view, "justification"), 1, "GTK_JUSTIFY_RIGHT")
        panel.wrapChoice.selectedID = "none"
        XCTAssertEqual(number(view, "wrap-mode"), 0, "GTK_WRAP_NONE")
        for (index, spin) in panel.marginSpins.enumerated() { ObjectProperties(spin).set("value", Double(10 + index)) }
        XCTAssertEqual(["left-margin", "right-margin", "top-margin", "bottom-margin"].map { number(view, $0) }, [10, 11, 12, 13])
        ObjectProperties(panel.indentSpin).set("value", -7)
        XCTAssertEqual(number(view, "indent"), -7)

        panel.fontButton.font = "Serif Bold 21"
        check(panel.themeFontCheck, false)
        Self.settle(view)  // CSS is applied when GTK next validates styles
        XCTAssertEqual(font(view).points, 21, accuracy: 0.1)
        XCTAssertEqual(font(view).weight, PANGO_WEIGHT_BOLD)

        panel.directionChoice.selectedID = "rtl"
        XCTAssertEqual(Self.direction(of: view), .rtl)

        ObjectProperties(panel.maxLengthSpin).set("value", 40)
        XCTAssertEqual(demo.first.limit, try TextLimit(maxLength: 40))
        XCTAssertEqual(ObjectProperties(demo.countLabel).string("label"), "0 / 40")
        check(panel.warnCheck, true)
        XCTAssertEqual(demo.second.limit.mode, .warn)
        check(panel.counterCheck, false)
        XCTAssertFalse(demo.first.showsCounter)
        check(panel.counterCheck, true)
        XCTAssertTrue(demo.second.showsCounter)
        XCTAssertFalse(ObjectProperties(demo.countLabel).bool("visible"), "the built-in counter replaces the app's")
        check(panel.counterCheck, false)
        XCTAssertTrue(ObjectProperties(demo.countLabel).bool("visible"))
        ObjectProperties(panel.maxLinesSpin).set("value", 4)
        XCTAssertEqual(demo.second.limit.maxLines, 4)
        let label = ObjectProperties(demo.countLabel).string("label") ?? ""
        XCTAssertTrue(label.hasSuffix(" / 4 lines"), "the count is in lines: \(label)")
        ObjectProperties(panel.maxLinesSpin).set("value", 0)
        panel.returnChoice.selectedID = "activates-default"
        XCTAssertEqual(demo.second.returnBehavior, .activatesDefault)

        let buffer = ObjectProperties(ObjectProperties(view).object("buffer")!)
        XCTAssertTrue(Self.click(panel.fillButton) { buffer.string("text")?.isEmpty == false }, "filled")
        XCTAssertFalse(demo.first.isPlaceholderVisible)
        XCTAssertTrue(Self.click(panel.fillButton) { buffer.string("text")?.isEmpty ?? true }, "emptied")
        XCTAssertTrue(demo.first.isPlaceholderVisible)
    }
}
