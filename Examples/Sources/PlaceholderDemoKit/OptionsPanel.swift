import CPlaceholderGObject
import PlaceholderCore
import PlaceholderDemoOptions
import PlaceholderObjectProperties
@_spi(Internals) import PlaceholderEngine

/// The live options panel: its controls, set from the command line, and a
/// callback whenever one changes. Check buttons, entries, spin buttons,
/// labels and buttons are read and set through the properties and signals
/// both toolkits give them; choices, colour and font through
/// ``DemoChoice`` and the toolkit's buttons.
@MainActor
public final class OptionsPanel<Toolkit: DemoToolkit> {
    /// Runs when any control changes.
    public var onChange: () -> Void = {}
    /// Runs when the fill button is clicked.
    public var onFill: () -> Void = {}

    /// The placeholder's `GtkEntry`.
    public let placeholderEntry: gpointer
    /// Check buttons, as the `.ui` file names them without `_check`.
    public let markupCheck, themeColorCheck, hideFocusedCheck, centeredCheck, naturalHeightCheck, themeFontCheck: gpointer
    /// The label saying why markup was refused.
    public let markupError: gpointer
    /// The colour button and the font button.
    public let colorButton, fontButton: DemoChooserButton
    /// The choices of justification, wrap mode, direction and Return.
    public let justifyChoice, wrapChoice, directionChoice, returnChoice: DemoChoice
    /// The length limit's spin button, its warn-only check button and the counter's.
    public let maxLengthSpin, warnCheck, counterCheck: gpointer
    /// The line limit's spin button.
    public let maxLinesSpin: gpointer
    /// The left, right, top and bottom margins' spin buttons.
    public let marginSpins: [gpointer]
    /// The indent's spin button.
    public let indentSpin: gpointer
    /// The button filling or emptying the first view.
    public let fillButton: gpointer

    /// The panel of `builder`'s controls, set as `options` say.
    init(builder: gpointer, options: DemoOptions) throws(DemoFailure) {
        func get(_ id: String) throws(DemoFailure) -> gpointer { try DemoResources<Toolkit>.object(id, in: builder) }
        func choice<Option: CaseIterable & RawRepresentable>(_ name: String, _ type: Option.Type) throws(DemoFailure)
            -> DemoChoice where Option.RawValue == String
        {
            try DemoChoice(name + "_" + Toolkit.choiceSuffix, in: builder, for: type, toolkit: Toolkit.self)
        }
        placeholderEntry = try get("placeholder_entry")
        markupCheck = try get("markup_check")
        markupError = try get("markup_error")
        themeColorCheck = try get("theme_color_check")
        hideFocusedCheck = try get("hide_focused_check")
        centeredCheck = try get("centered_check")
        naturalHeightCheck = try get("natural_height_check")
        themeFontCheck = try get("theme_font_check")
        justifyChoice = try choice("justify", DemoJustification.self)
        wrapChoice = try choice("wrap", DemoWrapMode.self)
        directionChoice = try choice("direction", DemoDirection.self)
        returnChoice = try choice("return", DemoReturnBehavior.self)
        maxLengthSpin = try get("max_length_spin")
        warnCheck = try get("warn_check")
        counterCheck = try get("counter_check")
        maxLinesSpin = try get("max_lines_spin")
        marginSpins = try ["left", "right", "top", "bottom"].map { side throws(DemoFailure) in
            try get(side + "_margin_spin")
        }
        indentSpin = try get("indent_spin")
        fillButton = try get("fill_button")
        colorButton = try Toolkit.colorButton(in: builder)
        fontButton = try Toolkit.fontButton(in: builder)
        set(from: options)
        connect()
    }

    /// The controls as they are now.
    public var state: PanelState {
        let spins = marginSpins.map { Int(ObjectProperties($0).number("value")) }
        return PanelState(
            placeholderText: ObjectProperties(placeholderEntry).string("text") ?? "",
            isMarkup: isActive(markupCheck),
            color: isActive(themeColorCheck) ? .themeDefault : .custom(colorButton.color),
            focusBehavior: isActive(hideFocusedCheck) ? .hiddenWhileFocused : .visibleUntilTyping,
            verticalPlacement: isActive(centeredCheck) ? .centered : .firstLine,
            requestsNaturalHeight: isActive(naturalHeightCheck),
            justification: DemoJustification(rawValue: justifyChoice.selectedID) ?? .left,
            wrapMode: DemoWrapMode(rawValue: wrapChoice.selectedID) ?? .wordChar,
            margins: (spins[0], spins[1], spins[2], spins[3]),
            indent: Int(ObjectProperties(indentSpin).number("value")),
            fontCSS: isActive(themeFontCheck) ? "" : FontStyle.css(forPango: fontButton.font),
            direction: DemoDirection(rawValue: directionChoice.selectedID) ?? .ltr,
            limit: (try? TextLimit(
                maxLength: Int(ObjectProperties(maxLengthSpin).number("value")),
                maxLines: Int(ObjectProperties(maxLinesSpin).number("value")),
                mode: isActive(warnCheck) ? .warn : .block)) ?? .none,
            returnBehavior: ReturnBehavior(rawValue: returnChoice.selectedID) ?? .newline,
            showsCounter: isActive(counterCheck))
    }

    /// Whether the panel starts with focus hiding the placeholders: as the
    /// toolkit's entry does, unless a flag says otherwise.
    private func hidesWhileFocused(_ options: DemoOptions) -> Bool {
        options.hideWhileFocused || (!options.showWhileFocused && Toolkit.entryHidesPlaceholderWhileFocused)
    }

    private func set(from options: DemoOptions) {
        ObjectProperties(placeholderEntry).set("text", options.placeholder)
        let checks = [(markupCheck, options.markup), (hideFocusedCheck, hidesWhileFocused(options)),
                      (centeredCheck, options.centered), (naturalHeightCheck, options.naturalHeight),
                      (warnCheck, options.warn), (counterCheck, options.counter)]
        for (check, active) in checks { setActive(check, active) }
        let spins = marginSpins + [indentSpin, maxLengthSpin, maxLinesSpin]
        for (spin, value) in zip(spins, options.margins + [options.indent, options.maxLength, options.maxLines]) {
            ObjectProperties(spin).set("value", Double(value))
        }
        let choices = [(justifyChoice, options.justify.rawValue), (wrapChoice, options.wrap.rawValue),
                       (directionChoice, options.direction.rawValue), (returnChoice, options.return.rawValue)]
        for (choice, id) in choices { choice.selectedID = id }
        if let text = options.customColor, let color = PlaceholderColor(gdkParsing: text) {
            colorButton.color = color
            setActive(themeColorCheck, false)
        }
        if let font = options.font {
            fontButton.font = font
            setActive(themeFontCheck, false)
        }
    }

    private func connect() {
        let checks = [markupCheck, themeColorCheck, hideFocusedCheck, centeredCheck, naturalHeightCheck, themeFontCheck,
                      warnCheck, counterCheck]
        let spins = [indentSpin, maxLengthSpin, maxLinesSpin] + marginSpins
        let choices = [justifyChoice, wrapChoice, directionChoice, returnChoice]
        let changed: [(gpointer, String)] = [(placeholderEntry, "changed"), (colorButton.widget, colorButton.changedSignal),
                                             (fontButton.widget, fontButton.changedSignal)]
            + choices.map { ($0.widget, $0.changedSignal) } + checks.map { ($0, "toggled") } + spins.map { ($0, "value-changed") }
        for (control, signal) in changed {
            onSignal(control, signal) { [unowned self] in self.onChange() }
        }
        // Picking a colour or a font means using it.
        onSignal(colorButton.widget, colorButton.changedSignal) { [unowned self] in
            self.setActive(self.themeColorCheck, false)
        }
        onSignal(fontButton.widget, fontButton.changedSignal) { [unowned self] in
            self.setActive(self.themeFontCheck, false)
        }
        onSignal(fillButton, "clicked") { [unowned self] in self.onFill() }
    }

    private func isActive(_ check: gpointer) -> Bool { ObjectProperties(check).bool("active") }
    private func setActive(_ check: gpointer, _ active: Bool) { ObjectProperties(check).set("active", active) }
}
