import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderGObject

extension PlaceholderController {
    /// Where every handler of this controller lands.
    func handle(_ signal: ViewSignal, _ argument: gpointer?) {
        switch signal {
        case .notify:
            guard let argument else { return }
            propertyChanged(String(cString: argument.assumingMemoryBound(to: GParamSpec.self).pointee.name))
        case .preeditChanged:
            let preedit = argument.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            preeditIsActive = !preedit.isEmpty
            visibilityMayHaveChanged()
        case .directionChanged:
            geometryChanged()
        case .destroy:
            detach()
        case .bufferChanged:
            visibilityMayHaveChanged()
        case .adjustmentChanged, .adjustmentValueChanged:
            // GtkTextView configures its adjustments in every allocation:
            // only a new page size (the text window resized) or position
            // (scrolled) matters.
            textWindowMayHaveMoved()
        }
    }

    private func propertyChanged(_ name: String) {
        switch name {
        case "buffer":
            bufferRebind.schedule()
        case "has-focus":
            visibilityMayHaveChanged()
        case "hadjustment", "vadjustment":
            bindScrolling()
            geometryChanged()
        case "scale-factor":
            releaseRenderer()
            geometryChanged()
        case "direction":
            // The keyboard's layout changed direction: neutral text follows it.
            geometryChanged()
        case "left-margin", "right-margin", "top-margin", "bottom-margin", "indent",
            "justification", "wrap-mode", "pixels-above-lines", "pixels-below-lines",
            "pixels-inside-wrap", "tabs", "monospace":
            geometryChanged()
        default:
            break
        }
    }

    /// Repaints and remeasures when the text window's size or scroll
    /// position changed since last seen.
    private func textWindowMayHaveMoved() {
        var rect = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &rect)
        if let last = textWindowRect, last.x == rect.x, last.y == rect.y, last.width == rect.width,
            last.height == rect.height
        { return }
        let resized = textWindowRect.map { $0.width != rect.width || $0.height != rect.height } ?? true
        textWindowRect = rect
        if resized { geometryChanged() } else if wasVisible { layer?.redraw() }
    }

    /// Where or how the placeholder is laid out may have changed: repaint it
    /// if it shows, and measure it again for the natural-height option.
    func geometryChanged() {
        if wasVisible { layer?.redraw() }
        if settings.requestsNaturalHeight { heightRemeasure.schedule() }
    }

    /// A new style for the layer (theme, colour, opacity, inherited font):
    /// the next paint probes GTK's compositing again, reads the view's font
    /// again and rebuilds the layouts only if it changed.
    func styleChanged() {
        layer?.composition = nil
        layer?.redraw()
        if settings.requestsNaturalHeight { heightRemeasure.schedule() }
    }

    /// Follows the view's current buffer. Not for `notify::buffer` handlers:
    /// see `bufferRebind`.
    func bindBuffer() {
        buffer = nil
        guard isAttached, let current = gtk_text_view_get_buffer(view) else { return }
        buffer = BufferBinding(buffer: current, router: router)
    }

    /// Follows the buffer the view shows now, and shows or hides for it.
    func rebindBuffer() {
        guard isAttached else { return }
        bindBuffer()
        visibilityMayHaveChanged(force: true)
    }

    /// Follows the view's current scroll adjustments.
    func bindScrolling() {
        scrolling = nil
        guard isAttached else { return }
        scrolling = ScrollBinding(view: view, router: router)
    }
}
