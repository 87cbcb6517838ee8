import CPlaceholderGtk4
import PlaceholderDemoOptions
import PlaceholderTextViewGtk4

/// The live options panel: its controls, set from the command line, and
/// a callback whenever one changes.
@MainActor
final class OptionsPanel {
    var onChange: () -> Void = {}
    var onFill: () -> Void = {}

    let placeholderEntry: UnsafeMutablePointer<GtkEntry>
    let markupCheck: UnsafeMutablePointer<GtkCheckButton>
    let markupError: OpaquePointer
    let colorButton: UnsafeMutablePointer<GtkWidget>
    let themeColorCheck: UnsafeMutablePointer<GtkCheckButton>
    let hideFocusedCheck: UnsafeMutablePointer<GtkCheckButton>
    let centeredCheck: UnsafeMutablePointer<GtkCheckButton>
    let naturalHeightCheck: UnsafeMutablePointer<GtkCheckButton>
    let justifyCombo: UnsafeMutablePointer<GtkComboBox>
    let wrapCombo: UnsafeMutablePointer<GtkComboBox>
    let marginSpins: [OpaquePointer]
    let indentSpin: OpaquePointer
    let fontButton: UnsafeMutablePointer<GtkWidget>
    let themeFontCheck: UnsafeMutablePointer<GtkCheckButton>
    let directionCombo: UnsafeMutablePointer<GtkComboBox>
    let fillButton: UnsafeMutablePointer<GtkButton>

    init(builder: OpaquePointer, options: DemoCommand) throws {
        func get<T>(_ id: String, _ type: T.Type) throws -> UnsafeMutablePointer<T> {
            try DemoResources.object(builder, id, as: type)
        }
        func opaque(_ id: String) throws -> OpaquePointer {
            OpaquePointer(try DemoResources.object(builder, id))
        }
        placeholderEntry = try get("placeholder_entry", GtkEntry.self)
        markupCheck = try get("markup_check", GtkCheckButton.self)
        markupError = try opaque("markup_error")
        colorButton = try get("color_button", GtkWidget.self)
        themeColorCheck = try get("theme_color_check", GtkCheckButton.self)
        hideFocusedCheck = try get("hide_focused_check", GtkCheckButton.self)
        centeredCheck = try get("centered_check", GtkCheckButton.self)
        naturalHeightCheck = try get("natural_height_check", GtkCheckButton.self)
        justifyCombo = try get("justify_combo", GtkComboBox.self)
        wrapCombo = try get("wrap_combo", GtkComboBox.self)
        marginSpins = try ["left_margin_spin", "right_margin_spin", "top_margin_spin", "bottom_margin_spin"]
            .map { try opaque($0) }
        indentSpin = try opaque("indent_spin")
        fontButton = try get("font_button", GtkWidget.self)
        themeFontCheck = try get("theme_font_check", GtkCheckButton.self)
        directionCombo = try get("direction_combo", GtkComboBox.self)
        fillButton = try get("fill_button", GtkButton.self)
        set(from: options.shared)
        connect()
    }

    /// The controls as they are now.
    var state: PanelState {
        var rgba = GdkRGBA()
        gtk_color_chooser_get_rgba(OpaquePointer(colorButton), &rgba)
        let spins = marginSpins.map { gtk_spin_button_get_value_as_int($0) }
        return PanelState(
            placeholderText: String(cString: gtk_editable_get_text(OpaquePointer(placeholderEntry))),
            isMarkup: isActive(markupCheck),
            color: isActive(themeColorCheck)
                ? .themeDefault
                : .custom(PlaceholderColor(
                    red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
                    alpha: Double(rgba.alpha))),
            focusBehavior: isActive(hideFocusedCheck) ? .hiddenWhileFocused : .visibleUntilTyping,
            verticalPlacement: isActive(centeredCheck) ? .centered : .firstLine,
            requestsNaturalHeight: isActive(naturalHeightCheck),
            justification: PanelState.justification(activeID(justifyCombo)),
            wrapMode: PanelState.wrapMode(activeID(wrapCombo)),
            margins: (spins[0], spins[1], spins[2], spins[3]),
            indent: gtk_spin_button_get_value_as_int(indentSpin),
            fontCSS: isActive(themeFontCheck) ? "" : FontStyle.css(forPango: fontDescription),
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

    private func set(from options: DemoOptions) {
        gtk_editable_set_text(OpaquePointer(placeholderEntry), options.placeholder)
        gtk_check_button_set_active(markupCheck, options.markup ? 1 : 0)
        if let color = options.customColor, var rgba = DemoCommand.parseColor(color) {
            gtk_color_chooser_set_rgba(OpaquePointer(colorButton), &rgba)
            gtk_check_button_set_active(themeColorCheck, 0)
        }
        gtk_check_button_set_active(hideFocusedCheck, options.hideWhileFocused ? 1 : 0)
        gtk_check_button_set_active(centeredCheck, options.centered ? 1 : 0)
        gtk_check_button_set_active(naturalHeightCheck, options.naturalHeight ? 1 : 0)
        gtk_combo_box_set_active_id(justifyCombo, options.justify.rawValue)
        gtk_combo_box_set_active_id(wrapCombo, options.wrap.rawValue)
        for (spin, value) in zip(marginSpins, options.margins) {
            gtk_spin_button_set_value(spin, Double(value))
        }
        gtk_spin_button_set_value(indentSpin, Double(options.indent))
        if let font = options.font {
            gtk_font_chooser_set_font(OpaquePointer(fontButton), font)
            gtk_check_button_set_active(themeFontCheck, 0)
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
            gtk_check_button_set_active(self.themeColorCheck, 0)
        }
        onSignal(UnsafeMutableRawPointer(fontButton), "font-set") { [unowned self] in
            gtk_check_button_set_active(self.themeFontCheck, 0)
        }
        onSignal(UnsafeMutableRawPointer(fillButton), "clicked") { [unowned self] in self.onFill() }
    }

    private func isActive(_ check: UnsafeMutablePointer<GtkCheckButton>) -> Bool {
        gtk_check_button_get_active(check) != 0
    }

    private func activeID(_ combo: UnsafeMutablePointer<GtkComboBox>) -> String {
        gtk_combo_box_get_active_id(combo).map { String(cString: $0) } ?? ""
    }
}
