import CPlaceholderGtk3
import PlaceholderDemoOptions
import PlaceholderTextView

/// Everything the options panel says, read at once.
@MainActor
struct PanelState {
    var placeholderText: String
    var isMarkup: Bool
    var color: PlaceholderColorChoice
    var focusBehavior: PlaceholderFocusBehavior
    var verticalPlacement: PlaceholderVerticalPlacement
    var requestsNaturalHeight: Bool
    var justification: GtkJustification
    var wrapMode: GtkWrapMode
    var margins: (left: Int32, right: Int32, top: Int32, bottom: Int32)
    var indent: Int32
    var fontCSS: String
    var direction: GtkTextDirection

    /// Applies the text-view properties to `view`.
    func format(_ view: UnsafeMutablePointer<GtkTextView>) {
        gtk_text_view_set_justification(view, justification)
        gtk_text_view_set_wrap_mode(view, wrapMode)
        gtk_text_view_set_left_margin(view, margins.left)
        gtk_text_view_set_right_margin(view, margins.right)
        gtk_text_view_set_top_margin(view, margins.top)
        gtk_text_view_set_bottom_margin(view, margins.bottom)
        gtk_text_view_set_indent(view, indent)
        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_set_direction(widget, direction)
        FontStyle.apply(fontCSS, to: widget)
    }
}

/// The live options panel: its controls, set from the command line, and
/// a callback whenever one changes.
@MainActor
final class OptionsPanel {
    var onChange: () -> Void = {}
    var onFill: () -> Void = {}

    let placeholderEntry: UnsafeMutablePointer<GtkEntry>
    let markupCheck: UnsafeMutablePointer<GtkToggleButton>
    let markupError: UnsafeMutablePointer<GtkLabel>
    let colorButton: UnsafeMutablePointer<GtkWidget>
    let themeColorCheck: UnsafeMutablePointer<GtkToggleButton>
    let hideFocusedCheck: UnsafeMutablePointer<GtkToggleButton>
    let centeredCheck: UnsafeMutablePointer<GtkToggleButton>
    let naturalHeightCheck: UnsafeMutablePointer<GtkToggleButton>
    let justifyCombo: UnsafeMutablePointer<GtkComboBox>
    let wrapCombo: UnsafeMutablePointer<GtkComboBox>
    let marginSpins: [UnsafeMutablePointer<GtkSpinButton>]
    let indentSpin: UnsafeMutablePointer<GtkSpinButton>
    let fontButton: UnsafeMutablePointer<GtkWidget>
    let themeFontCheck: UnsafeMutablePointer<GtkToggleButton>
    let directionCombo: UnsafeMutablePointer<GtkComboBox>
    let fillButton: UnsafeMutablePointer<GtkButton>

    init(builder: UnsafeMutablePointer<GtkBuilder>, options: DemoCommand) throws {
        func get<T>(_ id: String, _ type: T.Type) throws -> UnsafeMutablePointer<T> {
            try DemoResources.object(builder, id, as: type)
        }
        placeholderEntry = try get("placeholder_entry", GtkEntry.self)
        markupCheck = try get("markup_check", GtkToggleButton.self)
        markupError = try get("markup_error", GtkLabel.self)
        colorButton = try get("color_button", GtkWidget.self)
        themeColorCheck = try get("theme_color_check", GtkToggleButton.self)
        hideFocusedCheck = try get("hide_focused_check", GtkToggleButton.self)
        centeredCheck = try get("centered_check", GtkToggleButton.self)
        naturalHeightCheck = try get("natural_height_check", GtkToggleButton.self)
        justifyCombo = try get("justify_combo", GtkComboBox.self)
        wrapCombo = try get("wrap_combo", GtkComboBox.self)
        marginSpins = try ["left_margin_spin", "right_margin_spin", "top_margin_spin", "bottom_margin_spin"]
            .map { try get($0, GtkSpinButton.self) }
        indentSpin = try get("indent_spin", GtkSpinButton.self)
        fontButton = try get("font_button", GtkWidget.self)
        themeFontCheck = try get("theme_font_check", GtkToggleButton.self)
        directionCombo = try get("direction_combo", GtkComboBox.self)
        fillButton = try get("fill_button", GtkButton.self)
        set(from: options)
        connect()
    }

    /// The controls as they are now.
    var state: PanelState {
        var rgba = GdkRGBA()
        gtk_color_chooser_get_rgba(OpaquePointer(colorButton), &rgba)
        let spins = marginSpins.map { gtk_spin_button_get_value_as_int($0) }
        return PanelState(
            placeholderText: String(cString: gtk_entry_get_text(placeholderEntry)),
            isMarkup: gtk_toggle_button_get_active(markupCheck) != 0,
            color: gtk_toggle_button_get_active(themeColorCheck) != 0
                ? .themeDefault
                : .custom(PlaceholderColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)),
            focusBehavior: gtk_toggle_button_get_active(hideFocusedCheck) != 0 ? .hiddenWhileFocused : .visibleUntilTyping,
            verticalPlacement: gtk_toggle_button_get_active(centeredCheck) != 0 ? .centered : .firstLine,
            requestsNaturalHeight: gtk_toggle_button_get_active(naturalHeightCheck) != 0,
            justification: Self.justification(activeID(justifyCombo)),
            wrapMode: Self.wrapMode(activeID(wrapCombo)),
            margins: (spins[0], spins[1], spins[2], spins[3]),
            indent: gtk_spin_button_get_value_as_int(indentSpin),
            fontCSS: gtk_toggle_button_get_active(themeFontCheck) != 0
                ? "" : FontStyle.css(forPango: fontDescription),
            direction: activeID(directionCombo) == "rtl" ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    }

    /// Shows why markup was refused, or clears the message.
    func showMarkupError(_ message: String?) {
        gtk_label_set_text(markupError, message ?? "")
    }

    /// Relabels the fill button.
    func setFillLabel(_ label: String) {
        gtk_button_set_label(fillButton, label)
    }

    private var fontDescription: String {
        guard let font = gtk_font_chooser_get_font(OpaquePointer(fontButton)) else { return "" }
        defer { g_free(font) }
        return String(cString: font)
    }

    private func set(from options: DemoCommand) {
        gtk_entry_set_text(placeholderEntry, options.placeholder)
        gtk_toggle_button_set_active(markupCheck, options.markup ? 1 : 0)
        var rgba = GdkRGBA()
        if options.color != "theme", gdk_rgba_parse(&rgba, options.color) != 0 {
            gtk_color_chooser_set_rgba(OpaquePointer(colorButton), &rgba)
            gtk_toggle_button_set_active(themeColorCheck, 0)
        }
        gtk_toggle_button_set_active(hideFocusedCheck, options.hideWhileFocused ? 1 : 0)
        gtk_toggle_button_set_active(centeredCheck, options.centered ? 1 : 0)
        gtk_toggle_button_set_active(naturalHeightCheck, options.naturalHeight ? 1 : 0)
        gtk_combo_box_set_active_id(justifyCombo, options.justify.rawValue)
        gtk_combo_box_set_active_id(wrapCombo, options.wrap.rawValue)
        for (spin, value) in zip(marginSpins, [options.leftMargin, options.rightMargin, options.topMargin, options.bottomMargin]) {
            gtk_spin_button_set_value(spin, Double(value))
        }
        gtk_spin_button_set_value(indentSpin, Double(options.indent))
        if let font = options.font {
            gtk_font_chooser_set_font(OpaquePointer(fontButton), font)
            gtk_toggle_button_set_active(themeFontCheck, 0)
        }
        gtk_combo_box_set_active_id(directionCombo, options.direction.rawValue)
    }

    private func connect() {
        let changed: [(UnsafeMutableRawPointer, String)] = [
            (UnsafeMutableRawPointer(placeholderEntry), "changed"),
            (UnsafeMutableRawPointer(markupCheck), "toggled"),
            (UnsafeMutableRawPointer(colorButton), "color-set"),
            (UnsafeMutableRawPointer(themeColorCheck), "toggled"),
            (UnsafeMutableRawPointer(hideFocusedCheck), "toggled"),
            (UnsafeMutableRawPointer(centeredCheck), "toggled"),
            (UnsafeMutableRawPointer(naturalHeightCheck), "toggled"),
            (UnsafeMutableRawPointer(justifyCombo), "changed"),
            (UnsafeMutableRawPointer(wrapCombo), "changed"),
            (UnsafeMutableRawPointer(indentSpin), "value-changed"),
            (UnsafeMutableRawPointer(fontButton), "font-set"),
            (UnsafeMutableRawPointer(themeFontCheck), "toggled"),
            (UnsafeMutableRawPointer(directionCombo), "changed"),
        ] + marginSpins.map { (UnsafeMutableRawPointer($0), "value-changed") }
        for (control, signal) in changed {
            onSignal(control, signal) { [unowned self] in self.onChange() }
        }
        // Picking a colour or a font means using it.
        onSignal(UnsafeMutableRawPointer(colorButton), "color-set") { [unowned self] in
            gtk_toggle_button_set_active(self.themeColorCheck, 0)
        }
        onSignal(UnsafeMutableRawPointer(fontButton), "font-set") { [unowned self] in
            gtk_toggle_button_set_active(self.themeFontCheck, 0)
        }
        onSignal(UnsafeMutableRawPointer(fillButton), "clicked") { [unowned self] in self.onFill() }
    }

    private func activeID(_ combo: UnsafeMutablePointer<GtkComboBox>) -> String {
        gtk_combo_box_get_active_id(combo).map { String(cString: $0) } ?? ""
    }

    private static func justification(_ id: String) -> GtkJustification {
        switch DemoJustification(rawValue: id) ?? .left {
        case .left: return GTK_JUSTIFY_LEFT
        case .right: return GTK_JUSTIFY_RIGHT
        case .center: return GTK_JUSTIFY_CENTER
        case .fill: return GTK_JUSTIFY_FILL
        }
    }

    private static func wrapMode(_ id: String) -> GtkWrapMode {
        switch DemoWrapMode(rawValue: id) ?? .wordChar {
        case .none: return GTK_WRAP_NONE
        case .char: return GTK_WRAP_CHAR
        case .word: return GTK_WRAP_WORD
        case .wordChar: return GTK_WRAP_WORD_CHAR
        }
    }
}
