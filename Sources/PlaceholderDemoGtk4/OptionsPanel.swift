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
    let colorButton = ColorChoice()
    let themeColorCheck: UnsafeMutablePointer<GtkCheckButton>
    let hideFocusedCheck: UnsafeMutablePointer<GtkCheckButton>
    let centeredCheck: UnsafeMutablePointer<GtkCheckButton>
    let naturalHeightCheck: UnsafeMutablePointer<GtkCheckButton>
    let justifyChoice: ChoiceDropDown
    let wrapChoice: ChoiceDropDown
    let marginSpins: [OpaquePointer]
    let indentSpin: OpaquePointer
    let fontButton = FontChoice()
    let themeFontCheck: UnsafeMutablePointer<GtkCheckButton>
    let directionChoice: ChoiceDropDown
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
        themeColorCheck = try get("theme_color_check", GtkCheckButton.self)
        hideFocusedCheck = try get("hide_focused_check", GtkCheckButton.self)
        centeredCheck = try get("centered_check", GtkCheckButton.self)
        naturalHeightCheck = try get("natural_height_check", GtkCheckButton.self)
        justifyChoice = try ChoiceDropDown(builder, "justify_choice", for: DemoJustification.self)
        wrapChoice = try ChoiceDropDown(builder, "wrap_choice", for: DemoWrapMode.self)
        marginSpins = try ["left_margin_spin", "right_margin_spin", "top_margin_spin", "bottom_margin_spin"]
            .map { try opaque($0) }
        indentSpin = try opaque("indent_spin")
        themeFontCheck = try get("theme_font_check", GtkCheckButton.self)
        directionChoice = try ChoiceDropDown(builder, "direction_choice", for: DemoDirection.self)
        fillButton = try get("fill_button", GtkButton.self)
        // Made here: which buttons GTK offers depends on its version.
        gtk_box_prepend(try get("color_row", GtkBox.self), colorButton.widget)
        gtk_box_prepend(try get("font_row", GtkBox.self), fontButton.widget)
        gtk_widget_set_hexpand(fontButton.widget, 1)
        set(from: options.shared)
        connect()
    }

    /// The controls as they are now.
    var state: PanelState {
        let rgba = colorButton.rgba
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
            justification: PanelState.justification(justifyChoice.selectedID),
            wrapMode: PanelState.wrapMode(wrapChoice.selectedID),
            margins: (spins[0], spins[1], spins[2], spins[3]),
            indent: gtk_spin_button_get_value_as_int(indentSpin),
            fontCSS: isActive(themeFontCheck) ? "" : FontStyle.css(forPango: fontButton.font),
            direction: directionChoice.selectedID == DemoDirection.rtl.rawValue ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    }

    /// Shows why markup was refused, or clears the message.
    func showMarkupError(_ message: String?) {
        gtk_label_set_text(markupError, message ?? "")
    }

    /// Relabels the fill button.
    func setFillLabel(_ label: String) {
        gtk_button_set_label(fillButton, label)
    }

    private func set(from options: DemoOptions) {
        gtk_editable_set_text(OpaquePointer(placeholderEntry), options.placeholder)
        gtk_check_button_set_active(markupCheck, options.markup ? 1 : 0)
        if let color = options.customColor, let rgba = DemoCommand.parseColor(color) {
            colorButton.rgba = rgba
            gtk_check_button_set_active(themeColorCheck, 0)
        }
        gtk_check_button_set_active(hideFocusedCheck, options.hideWhileFocused ? 1 : 0)
        gtk_check_button_set_active(centeredCheck, options.centered ? 1 : 0)
        gtk_check_button_set_active(naturalHeightCheck, options.naturalHeight ? 1 : 0)
        justifyChoice.selectedID = options.justify.rawValue
        wrapChoice.selectedID = options.wrap.rawValue
        for (spin, value) in zip(marginSpins, options.margins) {
            gtk_spin_button_set_value(spin, Double(value))
        }
        gtk_spin_button_set_value(indentSpin, Double(options.indent))
        if let font = options.font {
            fontButton.font = font
            gtk_check_button_set_active(themeFontCheck, 0)
        }
        directionChoice.selectedID = options.direction.rawValue
    }

    private func connect() {
        let changed: [(UnsafeMutableRawPointer, String)] = [
            (UnsafeMutableRawPointer(placeholderEntry), "changed"),
            (UnsafeMutableRawPointer(markupCheck), "toggled"),
            (UnsafeMutableRawPointer(colorButton.widget), ColorChoice.changedSignal),
            (UnsafeMutableRawPointer(themeColorCheck), "toggled"),
            (UnsafeMutableRawPointer(hideFocusedCheck), "toggled"),
            (UnsafeMutableRawPointer(centeredCheck), "toggled"),
            (UnsafeMutableRawPointer(naturalHeightCheck), "toggled"),
            (UnsafeMutableRawPointer(justifyChoice.widget), ChoiceDropDown.changedSignal),
            (UnsafeMutableRawPointer(wrapChoice.widget), ChoiceDropDown.changedSignal),
            (UnsafeMutableRawPointer(indentSpin), "value-changed"),
            (UnsafeMutableRawPointer(fontButton.widget), FontChoice.changedSignal),
            (UnsafeMutableRawPointer(themeFontCheck), "toggled"),
            (UnsafeMutableRawPointer(directionChoice.widget), ChoiceDropDown.changedSignal),
        ] + marginSpins.map { (UnsafeMutableRawPointer($0), "value-changed") }
        for (control, signal) in changed {
            onSignal(control, signal) { [unowned self] in self.onChange() }
        }
        // Picking a colour or a font means using it.
        onSignal(UnsafeMutableRawPointer(colorButton.widget), ColorChoice.changedSignal) { [unowned self] in
            gtk_check_button_set_active(self.themeColorCheck, 0)
        }
        onSignal(UnsafeMutableRawPointer(fontButton.widget), FontChoice.changedSignal) { [unowned self] in
            gtk_check_button_set_active(self.themeFontCheck, 0)
        }
        onSignal(UnsafeMutableRawPointer(fillButton), "clicked") { [unowned self] in self.onFill() }
    }

    private func isActive(_ check: UnsafeMutablePointer<GtkCheckButton>) -> Bool {
        gtk_check_button_get_active(check) != 0
    }
}
