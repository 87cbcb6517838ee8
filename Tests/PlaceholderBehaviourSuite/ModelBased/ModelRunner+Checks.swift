import PlaceholderCore
import PlaceholderTestImaging
import PlaceholderTestGObject

/// The checks of the operations that end a view's life or look at pixels.
extension ModelRunner {
    /// A destroyed view reports no placeholder, ignores setters, has no
    /// handler or layer of the placeholder left; then the slot's old state
    /// goes. (A Swift object first attached after the widget was destroyed
    /// cannot know it was unless a controller was there to see it: its
    /// setters are not tried.)
    func checkDestroyed(_ old: LiveSlot.Replaced, hadController: Bool) {
        guard let facade = old.facade ?? (try? old.view.attachFacade()) else {
            return found.append("cannot attach to a destroyed (not finalized) view")
        }
        if facade.isPlaceholderVisible { found.append("destroyed view reports a visible placeholder") }
        if let left = leftovers(old.view) { found.append("\(left) left on the destroyed view") }
        guard old.facade != nil || hadController else { return }
        let before = facade.settings
        facade.placeholder = "set after destroy"
        facade.focusBehavior = .hiddenWhileFocused
        if facade.isPlaceholderVisible { found.append("a setter revived the destroyed view's placeholder") }
        if facade.settings != before { found.append("a setter changed a destroyed view's settings") }
        if let left = leftovers(old.view) { found.append("a setter left \(left) on the destroyed view") }
    }

    /// A view that outlived its destroyed window, before the app lets go of
    /// it: it keeps its settings, and its placeholder shows by the rule
    /// (out of its window, it has no focus).
    func checkOutlived(_ old: LiveSlot.Replaced, _ view: Int) {
        guard let facade = old.facade ?? (try? old.view.attachFacade()) else {
            return found.append("slot \(view): cannot attach to a view that outlived its window")
        }
        if facade.settings != model.views[view].settings {
            found.append("slot \(view): out of its window, settings \(facade.settings), model \(model.views[view].settings)")
        }
        var unfocused = model
        unfocused.focus(view, false)
        if facade.isPlaceholderVisible != unfocused.expectsVisible(view) {
            found.append("slot \(view): out of its window, isPlaceholderVisible \(facade.isPlaceholderVisible), "
                + "the rule says \(unfocused.expectsVisible(view))")
        }
    }

    /// What the placeholder left on `view`: handlers of the view signals it
    /// connects, and widgets or draw handlers it adds; nil if nothing.
    private func leftovers(_ view: any BehaviourView) -> String? {
        let handlers = harness.placeholderViewSignals.filter { handlerCount(view.object, $0) > 0 }
        let layers = view.placeholderLayerCount
        guard !handlers.isEmpty || layers > 0 else { return nil }
        return "handlers of \(handlers), \(layers) placeholder layers"
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
        guard let with = slot.view.stableRender() else {
            return found.append("slot \(view): the view never settled (resize or allocation pending)")
        }
        target.placeholder = ""
        let without = slot.view.render()
        target.settings = settings
        model.attachWrapperIfNeeded(view)
        let shown = !with.isIdentical(to: without)
        statistics.pixelComparisons += 1
        if shown { statistics.pixelComparisonsShown += 1 }
        if shown != model.expectsVisible(view) {
            let box = shown ? Self.differences(with, without).map { " (they differ in \($0) of \(with.width) × \(with.height))" } : nil
            found.append("slot \(view): pixels \(shown ? "show" : "do not show") the placeholder, the rule says "
                + "\(model.expectsVisible(view))" + (box ?? ""))
        }
    }

    /// The box of the pixels that differ between two renders of one size.
    private static func differences(_ one: Raster, _ other: Raster) -> PixelBox? {
        guard one.width == other.width, one.height == other.height else { return nil }
        let differing = (0..<one.height).flatMap { y in
            (0..<one.width).filter { one[$0, y] != other[$0, y] }.map { (x: $0, y: y) }
        }
        guard let first = differing.first, let last = differing.last else { return nil }
        return PixelBox(minX: differing.map(\.x).min()!, minY: first.y, maxX: differing.map(\.x).max()!, maxY: last.y)
    }

    /// Whether `content` draws any ink (not only spaces, newlines and zero-width characters).
    private static func hasInk(_ content: PlaceholderContent) -> Bool {
        content.source.unicodeScalars.contains { !$0.properties.isWhitespace && !["\u{200B}", "\u{200D}", "\u{FEFF}"].contains($0) }
    }
}
