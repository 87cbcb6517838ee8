import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// The checks of the operations that end a view's life or look at pixels.
extension ModelRunner {
    /// A destroyed view reports no placeholder, ignores setters, has no
    /// handler left; then the slot's old state goes. (A Swift object first
    /// attached after the widget was destroyed cannot know it was, in GTK 3,
    /// unless a controller was there to see it: its setters are not tried.)
    func checkDestroyed(
        _ old: UnsafeMutablePointer<GtkTextView>, _ oldWrapper: PlaceholderTextView?, hadController: Bool
    ) {
        defer { g_object_unref(UnsafeMutableRawPointer(old)) }
        guard let wrapper = oldWrapper ?? (try? PlaceholderTextView(attachingTo: old)) else {
            return found.append("cannot attach to a destroyed (not finalized) view")
        }
        if wrapper.isPlaceholderVisible { found.append("destroyed view reports a visible placeholder") }
        if hasHandlers(old, "draw") { found.append("a draw handler is left on the destroyed view") }
        guard oldWrapper != nil || hadController else { return }
        let before = wrapper.settings
        wrapper.placeholder = "set after destroy"
        wrapper.focusBehavior = .hiddenWhileFocused
        if wrapper.isPlaceholderVisible { found.append("a setter revived the destroyed view's placeholder") }
        if wrapper.settings != before { found.append("a setter changed a destroyed view's settings") }
        if hasHandlers(old, "draw") { found.append("a setter connected a draw handler to the destroyed view") }
    }

    /// Renders the view with its placeholder and with none: the pixels
    /// differ exactly when it is visible. Blank placeholders and views
    /// asking for their natural height (whose size follows the placeholder)
    /// are checked by state only.
    func checkPixels(_ view: Int) {
        let slot = world.slots[view]
        slot.ensureMapped()
        let settings = model.views[view].settings
        guard !settings.requestsNaturalHeight, Self.hasInk(settings.content) else { return }
        let target = wrapper(view)
        guard let with = world.stableRender(slot.widget) else {
            return found.append("slot \(view): the view never settled (resize or allocation pending)")
        }
        target.placeholder = ""
        let without = GtkHarness.render(slot.widget)
        target.settings = settings
        model.attachWrapperIfNeeded(view)
        let shown = !with.isIdentical(to: without)
        statistics.pixelComparisons += 1
        if shown { statistics.pixelComparisonsShown += 1 }
        if shown != model.expectsVisible(view) {
            found.append("slot \(view): pixels \(shown ? "show" : "do not show") the placeholder, the rule says "
                + "\(model.expectsVisible(view))")
        }
    }

    /// Whether `content` draws any ink (not only spaces, newlines and zero-width characters).
    private static func hasInk(_ content: PlaceholderContent) -> Bool {
        content.source.unicodeScalars.contains { !$0.properties.isWhitespace && !["\u{200B}", "\u{200D}", "\u{FEFF}"].contains($0) }
    }
}
